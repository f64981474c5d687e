/* muster-document-page.h: MusterDocumentPage, the type the army editor, the
 * terrain page and the scenario page derive from: the context they were
 * given, keeping or dropping a change that waits for the autosave, asking
 * before work is lost, printing the document shown, and toasts.
 */
#pragma once

#include <adwaita.h>

#include "muster-context.h"

G_BEGIN_DECLS

#define MUSTER_TYPE_DOCUMENT_PAGE (muster_document_page_get_type ())
G_DECLARE_DERIVABLE_TYPE (MusterDocumentPage, muster_document_page, MUSTER, DOCUMENT_PAGE, GtkWidget)

struct _MusterDocumentPageClass
{
  GtkWidgetClass parent_class;

  /* keeps a change that waits for the autosave; FALSE when closing now
   * would still lose work (no library, or it failed) */
  gboolean  (*flush)          (MusterDocumentPage *self);
  /* drops a change that waits for the autosave: a newer copy is coming */
  void      (*forget_changes) (MusterDocumentPage *self);
  /* asks what to do with the work closing would lose (after flush said
   * so); the page closes or stays as the user answers */
  void      (*confirm_close)  (MusterDocumentPage *self);
  /* the document shown: a MusterArmy, MusterTerrain or MusterScenario */
  GObject  *(*get_document)   (MusterDocumentPage *self);
  /* opens the print dialog on the document; by default with the sheets
   * chosen last */
  void      (*print)          (MusterDocumentPage *self);

  gpointer padding[8];
};

MusterContext *muster_document_page_get_context      (MusterDocumentPage *self);
gboolean       muster_document_page_flush            (MusterDocumentPage *self);
void           muster_document_page_forget_changes   (MusterDocumentPage *self);
void           muster_document_page_confirm_close    (MusterDocumentPage *self);
GObject       *muster_document_page_get_document     (MusterDocumentPage *self);
void           muster_document_page_print            (MusterDocumentPage *self);
void           muster_document_page_set_toast_overlay (MusterDocumentPage *self,
                                                      AdwToastOverlay    *overlay);
void           muster_document_page_toast            (MusterDocumentPage *self,
                                                      const char         *text);

G_END_DECLS
