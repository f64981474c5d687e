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
  GVariant *print_state;         /* a{sv} by kind of document: the settings'
                                  * "print-state", or this run's without them */
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
  G_OBJECT_CLASS (muster_context_parent_class)->dispose (object);
}

static void
muster_context_finalize (GObject *object)
{
  MusterContext *self = MUSTER_CONTEXT (object);

  g_clear_pointer (&self->print_state, g_variant_unref);
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

/* ---- what printing remembers ---- */

/**
 * muster_context_dup_print_state:
 * @kind: the kind of document: "army", "terrain", "scenario", "list"
 *
 * What the last print or PDF export of a document of @kind left: an
 * a{sv} that app/ui/print reads and writes (see muster-print-memory.c).
 * Kept in the settings between runs, or for this run when the schema is
 * not installed.
 *
 * Returns: (transfer full): an a{sv}, empty before the first print
 */
GVariant *
muster_context_dup_print_state (MusterContext *self,
                                const char    *kind)
{
  g_autoptr(GVariant) all = NULL;
  GVariant *state = NULL;

  g_return_val_if_fail (MUSTER_IS_CONTEXT (self), NULL);
  g_return_val_if_fail (kind != NULL, NULL);

  if (self->settings != NULL)
    all = g_settings_get_value (self->settings, "print-state");
  else if (self->print_state != NULL)
    all = g_variant_ref (self->print_state);
  if (all != NULL)
    state = g_variant_lookup_value (all, kind, G_VARIANT_TYPE_VARDICT);
  return state != NULL ? state : g_variant_ref_sink (g_variant_new ("a{sv}", NULL));
}

/* Keeps @state (an a{sv}) as what documents of @kind print with next. */
void
muster_context_set_print_state (MusterContext *self,
                                const char    *kind,
                                GVariant      *state)
{
  g_autoptr(GVariant) all = NULL;
  g_autoptr(GVariant) owned = NULL;
  GVariantDict dict;

  g_return_if_fail (MUSTER_IS_CONTEXT (self));
  g_return_if_fail (kind != NULL);
  g_return_if_fail (state != NULL && g_variant_is_of_type (state, G_VARIANT_TYPE_VARDICT));

  owned = g_variant_ref_sink (state);
  if (self->settings != NULL)
    all = g_settings_get_value (self->settings, "print-state");
  else if (self->print_state != NULL)
    all = g_variant_ref (self->print_state);
  g_variant_dict_init (&dict, all);
  g_variant_dict_insert_value (&dict, kind, owned);
  g_clear_pointer (&self->print_state, g_variant_unref);
  self->print_state = g_variant_ref_sink (g_variant_dict_end (&dict));
  if (self->settings != NULL)
    g_settings_set_value (self->settings, "print-state", self->print_state);
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
