/* muster-document-page.c: the base of every page that shows a document.
 * The window treats its pages alike through it: on close and quit each is
 * flushed, and one that would lose work asks first.
 */
#include "config.h"

#include "muster-document-page.h"
#include "muster-print-operation.h"
#include "muster-ui-util.h"

typedef struct
{
  MusterContext *context;
  AdwToastOverlay *toast_overlay;   /* the page's own, not a reference */
} MusterDocumentPagePrivate;

G_DEFINE_ABSTRACT_TYPE_WITH_PRIVATE (MusterDocumentPage, muster_document_page, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_CONTEXT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static gboolean
muster_document_page_real_flush (MusterDocumentPage *self)
{
  return TRUE;
}

static void
muster_document_page_real_forget_changes (MusterDocumentPage *self)
{
}

static void
muster_document_page_real_confirm_close (MusterDocumentPage *self)
{
}

static GObject *
muster_document_page_real_get_document (MusterDocumentPage *self)
{
  return NULL;
}

static void
muster_document_page_real_print (MusterDocumentPage *self)
{
  GObject *document = muster_document_page_get_document (self);

  if (document != NULL)
    muster_print_document (GTK_WIDGET (self), muster_document_page_get_context (self), document);
}

static void
muster_document_page_dispose (GObject *object)
{
  MusterDocumentPage *self = MUSTER_DOCUMENT_PAGE (object);
  MusterDocumentPagePrivate *priv = muster_document_page_get_instance_private (self);

  priv->toast_overlay = NULL;
  g_clear_object (&priv->context);
  G_OBJECT_CLASS (muster_document_page_parent_class)->dispose (object);
}

static void
muster_document_page_get_property (GObject    *object,
                                   guint       prop_id,
                                   GValue     *value,
                                   GParamSpec *pspec)
{
  MusterDocumentPage *self = MUSTER_DOCUMENT_PAGE (object);
  MusterDocumentPagePrivate *priv = muster_document_page_get_instance_private (self);

  switch (prop_id)
    {
    case PROP_CONTEXT:
      g_value_set_object (value, priv->context);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
muster_document_page_set_property (GObject      *object,
                                   guint         prop_id,
                                   const GValue *value,
                                   GParamSpec   *pspec)
{
  MusterDocumentPage *self = MUSTER_DOCUMENT_PAGE (object);
  MusterDocumentPagePrivate *priv = muster_document_page_get_instance_private (self);

  switch (prop_id)
    {
    case PROP_CONTEXT:
      priv->context = g_value_dup_object (value);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
muster_document_page_class_init (MusterDocumentPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = muster_document_page_dispose;
  object_class->get_property = muster_document_page_get_property;
  object_class->set_property = muster_document_page_set_property;

  klass->flush = muster_document_page_real_flush;
  klass->forget_changes = muster_document_page_real_forget_changes;
  klass->confirm_close = muster_document_page_real_confirm_close;
  klass->get_document = muster_document_page_real_get_document;
  klass->print = muster_document_page_real_print;

  properties[PROP_CONTEXT] =
    g_param_spec_object ("context", NULL, NULL,
                         MUSTER_TYPE_CONTEXT,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
muster_document_page_init (MusterDocumentPage *self)
{
}

/* Returns: (transfer none): the context the page was made with */
MusterContext *
muster_document_page_get_context (MusterDocumentPage *self)
{
  MusterDocumentPagePrivate *priv = muster_document_page_get_instance_private (self);

  g_return_val_if_fail (MUSTER_IS_DOCUMENT_PAGE (self), NULL);

  return priv->context;
}

/**
 * muster_document_page_flush:
 *
 * Keeps a change that waits for the autosave now.
 *
 * Returns: %TRUE when closing the page loses nothing, %FALSE when it would
 *   (see muster_document_page_confirm_close())
 */
gboolean
muster_document_page_flush (MusterDocumentPage *self)
{
  g_return_val_if_fail (MUSTER_IS_DOCUMENT_PAGE (self), TRUE);

  return MUSTER_DOCUMENT_PAGE_GET_CLASS (self)->flush (self);
}

/* Drops a change that waits for the autosave: a newer copy of the
 * document is about to be shown. */
void
muster_document_page_forget_changes (MusterDocumentPage *self)
{
  g_return_if_fail (MUSTER_IS_DOCUMENT_PAGE (self));

  MUSTER_DOCUMENT_PAGE_GET_CLASS (self)->forget_changes (self);
}

/* Asks the user what to do with work that closing would lose. */
void
muster_document_page_confirm_close (MusterDocumentPage *self)
{
  g_return_if_fail (MUSTER_IS_DOCUMENT_PAGE (self));

  MUSTER_DOCUMENT_PAGE_GET_CLASS (self)->confirm_close (self);
}

/* Returns: (transfer none) (nullable): the document shown, or %NULL */
GObject *
muster_document_page_get_document (MusterDocumentPage *self)
{
  g_return_val_if_fail (MUSTER_IS_DOCUMENT_PAGE (self), NULL);

  return MUSTER_DOCUMENT_PAGE_GET_CLASS (self)->get_document (self);
}

/* Opens the print dialog on the document shown; nothing without one. */
void
muster_document_page_print (MusterDocumentPage *self)
{
  g_return_if_fail (MUSTER_IS_DOCUMENT_PAGE (self));

  MUSTER_DOCUMENT_PAGE_GET_CLASS (self)->print (self);
}

/* The overlay the page's toasts show in: a child of its own template. */
void
muster_document_page_set_toast_overlay (MusterDocumentPage *self,
                                        AdwToastOverlay    *overlay)
{
  MusterDocumentPagePrivate *priv = muster_document_page_get_instance_private (self);

  g_return_if_fail (MUSTER_IS_DOCUMENT_PAGE (self));
  g_return_if_fail (ADW_IS_TOAST_OVERLAY (overlay));

  priv->toast_overlay = overlay;
}

/* Says @text in a toast over the page. */
void
muster_document_page_toast (MusterDocumentPage *self,
                            const char         *text)
{
  MusterDocumentPagePrivate *priv = muster_document_page_get_instance_private (self);

  g_return_if_fail (MUSTER_IS_DOCUMENT_PAGE (self));
  g_return_if_fail (priv->toast_overlay != NULL);

  muster_ui_toast (priv->toast_overlay, text);
}
