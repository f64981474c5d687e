/* muster-context.c: MusterContext, the plain object the application makes
 * once (as Calendar's GcalContext) and hands to every window and page, so
 * that no page reaches up through its window for what it needs.
 */
#include "config.h"

#include "muster-context.h"

struct _MusterContext
{
  GObject parent_instance;

  MusterCatalog *catalog;
  MusterLibrary *library;        /* NULL: no library, no autosave */
  GSettings *settings;           /* NULL when the schema is not installed */
  GtkPageSetup *page_setup;      /* the last print's, kept between prints */
  GtkPrintSettings *print_settings;
  char **sheet_ids;              /* the army sheets printed last; NULL: none yet */
  MusterSheetOptions sheet_options; /* and their options, without ambush units */
};

G_DEFINE_FINAL_TYPE (MusterContext, muster_context, G_TYPE_OBJECT)

enum { LISTS_CHANGED, N_SIGNALS };
static guint signals[N_SIGNALS];

static GSettings *
settings_new_if_installed (void)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr(GSettingsSchema) schema = NULL;

  if (source != NULL)
    schema = g_settings_schema_source_lookup (source, APP_ID, TRUE);
  if (schema == NULL)
    {
      g_message ("The GSettings schema %s is not installed; window state will not be kept", APP_ID);
      return NULL;
    }
  return g_settings_new_full (schema, NULL, NULL);
}

static void
muster_context_dispose (GObject *object)
{
  MusterContext *self = MUSTER_CONTEXT (object);

  g_clear_object (&self->catalog);
  g_clear_object (&self->library);
  g_clear_object (&self->settings);
  g_clear_object (&self->page_setup);
  g_clear_object (&self->print_settings);
  G_OBJECT_CLASS (muster_context_parent_class)->dispose (object);
}

static void
muster_context_finalize (GObject *object)
{
  MusterContext *self = MUSTER_CONTEXT (object);

  g_strfreev (self->sheet_ids);
  muster_sheet_options_clear (&self->sheet_options);
  G_OBJECT_CLASS (muster_context_parent_class)->finalize (object);
}

static void
muster_context_class_init (MusterContextClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = muster_context_dispose;
  object_class->finalize = muster_context_finalize;

  /* MusterContext::lists-changed: (system_id: string): a list of that
   * system was installed and the catalogue holds the system anew */
  signals[LISTS_CHANGED] = g_signal_new ("lists-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                         0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
muster_context_init (MusterContext *self)
{
  muster_sheet_options_init (&self->sheet_options);
}

/**
 * muster_context_new:
 * @catalog: the game systems
 * @library: (nullable): where documents are kept; %NULL: no library, no
 *   autosave
 *
 * Returns: (transfer full): a context with the settings of Muster's schema
 *   (when it is installed) and no print made yet
 */
MusterContext *
muster_context_new (MusterCatalog *catalog,
                    MusterLibrary *library)
{
  MusterContext *self;

  g_return_val_if_fail (MUSTER_IS_CATALOG (catalog), NULL);
  g_return_val_if_fail (library == NULL || MUSTER_IS_LIBRARY (library), NULL);

  self = g_object_new (MUSTER_TYPE_CONTEXT, NULL);
  self->catalog = g_object_ref (catalog);
  self->library = library != NULL ? g_object_ref (library) : NULL;
  self->settings = settings_new_if_installed ();
  return self;
}

/* Returns: (transfer none): the game systems loaded at startup */
MusterCatalog *
muster_context_get_catalog (MusterContext *self)
{
  g_return_val_if_fail (MUSTER_IS_CONTEXT (self), NULL);

  return self->catalog;
}

/* Returns: (transfer none) (nullable): the library, or %NULL when it could
 * not be opened */
MusterLibrary *
muster_context_get_library (MusterContext *self)
{
  g_return_val_if_fail (MUSTER_IS_CONTEXT (self), NULL);

  return self->library;
}

/* Returns: (transfer none) (nullable): Muster's settings, or %NULL when the
 * schema is not installed */
GSettings *
muster_context_get_settings (MusterContext *self)
{
  g_return_val_if_fail (MUSTER_IS_CONTEXT (self), NULL);

  return self->settings;
}

/* Returns: (transfer none) (nullable): the page setup of the last print */
GtkPageSetup *
muster_context_get_page_setup (MusterContext *self)
{
  g_return_val_if_fail (MUSTER_IS_CONTEXT (self), NULL);

  return self->page_setup;
}

void
muster_context_set_page_setup (MusterContext *self,
                               GtkPageSetup  *page_setup)
{
  g_return_if_fail (MUSTER_IS_CONTEXT (self));
  g_return_if_fail (page_setup == NULL || GTK_IS_PAGE_SETUP (page_setup));

  g_set_object (&self->page_setup, page_setup);
}

/* Returns: (transfer none) (nullable): the print settings of the last print */
GtkPrintSettings *
muster_context_get_print_settings (MusterContext *self)
{
  g_return_val_if_fail (MUSTER_IS_CONTEXT (self), NULL);

  return self->print_settings;
}

void
muster_context_set_print_settings (MusterContext    *self,
                                   GtkPrintSettings *print_settings)
{
  g_return_if_fail (MUSTER_IS_CONTEXT (self));
  g_return_if_fail (print_settings == NULL || GTK_IS_PRINT_SETTINGS (print_settings));

  g_set_object (&self->print_settings, print_settings);
}

/* Returns: (transfer none) (nullable): the army sheets of the last print or
 * PDF export, or %NULL before the first */
const char * const *
muster_context_get_sheet_ids (MusterContext *self)
{
  g_return_val_if_fail (MUSTER_IS_CONTEXT (self), NULL);

  return (const char * const *) self->sheet_ids;
}

void
muster_context_set_sheet_ids (MusterContext      *self,
                              const char * const *ids)
{
  g_return_if_fail (MUSTER_IS_CONTEXT (self));

  g_strfreev (self->sheet_ids);
  self->sheet_ids = g_strdupv ((char **) ids);
}

/* Returns: (transfer none): the sheet options of the last print or PDF
 * export (order card sets, backs, card size, decoys), or the defaults; the
 * ambush units are the army's and the forces' armies the scenario's, so
 * neither is kept here */
const MusterSheetOptions *
muster_context_get_sheet_options (MusterContext *self)
{
  g_return_val_if_fail (MUSTER_IS_CONTEXT (self), NULL);

  return &self->sheet_options;
}

void
muster_context_set_sheet_options (MusterContext            *self,
                                  const MusterSheetOptions *options)
{
  g_return_if_fail (MUSTER_IS_CONTEXT (self));
  g_return_if_fail (options != NULL);

  muster_sheet_options_clear (&self->sheet_options);
  self->sheet_options = *options;
  self->sheet_options.ambush = NULL;
  self->sheet_options.armies = NULL;
}

/* Tells every window that a list of @system_id was installed. */
void
muster_context_lists_changed (MusterContext *self,
                              const char    *system_id)
{
  g_return_if_fail (MUSTER_IS_CONTEXT (self));
  g_return_if_fail (system_id != NULL);

  g_signal_emit (self, signals[LISTS_CHANGED], 0, system_id);
}
