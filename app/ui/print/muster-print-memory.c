/* muster-print-memory.c: what printing remembers for each kind of document,
 * as an a{sv} in the context's "print-state" setting: GTK's own variants of
 * the page setup and the print settings, and the Sheets tab's choice.
 */
#include "config.h"

#include <string.h>

#include "muster-print-memory.h"
#include "muster-published-list.h"

/* The kind of @document, which its print memory is kept under. */
const char *
muster_print_kind (GObject *document)
{
  g_return_val_if_fail (G_IS_OBJECT (document), NULL);

  if (MUSTER_IS_ARMY (document))
    return "army";
  if (MUSTER_IS_TERRAIN (document))
    return "terrain";
  if (MUSTER_IS_SCENARIO (document))
    return "scenario";
  if (MUSTER_IS_PUBLISHED_LIST (document))
    return "list";
  return "other";
}

static const char * const backs_names[] = { "long-edge", "short-edge", "none" };
static const MusterBacks backs_values[] = { MUSTER_BACKS_LONG_EDGE, MUSTER_BACKS_SHORT_EDGE, MUSTER_BACKS_NONE };

/**
 * muster_print_memory_load:
 * @memory: (out caller-allocates): clear it with muster_print_memory_clear()
 * @context: (nullable): where it is kept; %NULL: nothing is
 *
 * What the last print of a document of @kind chose; the defaults (and no
 * page setup, printer or sheets) before the first, or without @context.
 */
void
muster_print_memory_load (MusterPrintMemory *memory,
                          MusterContext     *context,
                          const char        *kind)
{
  g_autoptr(GVariant) state = NULL;
  g_autoptr(GVariant) value = NULL;
  const char *text;
  gint32 number;

  g_return_if_fail (memory != NULL && kind != NULL);

  memset (memory, 0, sizeof *memory);
  muster_sheet_options_init (&memory->options);
  if (context == NULL)
    return;
  state = muster_context_dup_print_state (context, kind);

  value = g_variant_lookup_value (state, "page-setup", G_VARIANT_TYPE_VARDICT);
  if (value != NULL)
    memory->page_setup = gtk_page_setup_new_from_gvariant (value);
  g_clear_pointer (&value, g_variant_unref);
  value = g_variant_lookup_value (state, "print-settings", G_VARIANT_TYPE_VARDICT);
  if (value != NULL)
    memory->print_settings = gtk_print_settings_new_from_gvariant (value);
  g_clear_pointer (&value, g_variant_unref);
  value = g_variant_lookup_value (state, "sheets", G_VARIANT_TYPE_STRING_ARRAY);
  if (value != NULL)
    memory->sheet_ids = g_variant_dup_strv (value, NULL);

  if (g_variant_lookup (state, "card", "&s", &text))
    memory->options.card = g_str_equal (text, "large") ? MUSTER_CARD_LARGE : MUSTER_CARD_POKER;
  if (g_variant_lookup (state, "backs", "&s", &text))
    for (guint i = 0; i < G_N_ELEMENTS (backs_names); i++)
      if (g_str_equal (text, backs_names[i]))
        memory->options.backs = backs_values[i];
  if (g_variant_lookup (state, "sets", "i", &number))
    memory->options.sets = CLAMP (number, 0, 99);
  if (g_variant_lookup (state, "decoys", "i", &number))
    memory->options.decoys = CLAMP (number, 0, 99);
  if (g_variant_lookup (state, "folder", "&s", &text) && g_path_is_absolute (text))
    memory->folder = g_strdup (text);
}

/* Keeps @memory as what documents of @kind print with next. */
void
muster_print_memory_save (const MusterPrintMemory *memory,
                          MusterContext           *context,
                          const char              *kind)
{
  GVariantBuilder builder;

  g_return_if_fail (memory != NULL && kind != NULL);

  if (context == NULL)
    return;
  g_variant_builder_init (&builder, G_VARIANT_TYPE_VARDICT);
  if (memory->page_setup != NULL)
    g_variant_builder_add (&builder, "{sv}", "page-setup", gtk_page_setup_to_gvariant (memory->page_setup));
  if (memory->print_settings != NULL)
    g_variant_builder_add (&builder, "{sv}", "print-settings", gtk_print_settings_to_gvariant (memory->print_settings));
  if (memory->sheet_ids != NULL)
    g_variant_builder_add (&builder, "{sv}", "sheets",
                           g_variant_new_strv ((const char * const *) memory->sheet_ids, -1));
  g_variant_builder_add (&builder, "{sv}", "card",
                         g_variant_new_string (memory->options.card == MUSTER_CARD_LARGE ? "large" : "poker"));
  for (guint i = 0; i < G_N_ELEMENTS (backs_values); i++)
    if (memory->options.backs == backs_values[i])
      g_variant_builder_add (&builder, "{sv}", "backs", g_variant_new_string (backs_names[i]));
  g_variant_builder_add (&builder, "{sv}", "sets", g_variant_new_int32 (memory->options.sets));
  g_variant_builder_add (&builder, "{sv}", "decoys", g_variant_new_int32 (memory->options.decoys));
  if (memory->folder != NULL)
    g_variant_builder_add (&builder, "{sv}", "folder", g_variant_new_string (memory->folder));
  muster_context_set_print_state (context, kind, g_variant_builder_end (&builder));

  /* the folder used last by any kind, for a kind that has none yet */
  if (memory->folder != NULL)
    {
      g_variant_builder_init (&builder, G_VARIANT_TYPE_VARDICT);
      g_variant_builder_add (&builder, "{sv}", "folder", g_variant_new_string (memory->folder));
      muster_context_set_print_state (context, "last", g_variant_builder_end (&builder));
    }
}

void
muster_print_memory_clear (MusterPrintMemory *memory)
{
  g_clear_object (&memory->page_setup);
  g_clear_object (&memory->print_settings);
  g_clear_pointer (&memory->sheet_ids, g_strfreev);
  muster_sheet_options_clear (&memory->options);
  g_clear_pointer (&memory->folder, g_free);
}

/**
 * muster_print_default_folder:
 * @context: (nullable): where the folder used last is kept
 *
 * Where a PDF of a document of @kind goes unless the user says otherwise:
 * the folder used last for that kind, else for any kind, else the user's
 * documents, else home.
 *
 * Returns: (transfer full): an absolute path
 */
char *
muster_print_default_folder (MusterContext *context,
                             const char    *kind)
{
  const char * const kinds[] = { kind, "last" };
  const char *documents = g_get_user_special_dir (G_USER_DIRECTORY_DOCUMENTS);

  for (guint i = 0; context != NULL && i < G_N_ELEMENTS (kinds); i++)
    {
      MusterPrintMemory memory;
      g_autofree char *folder = NULL;

      muster_print_memory_load (&memory, context, kinds[i]);
      folder = g_steal_pointer (&memory.folder);
      muster_print_memory_clear (&memory);
      if (folder != NULL && g_file_test (folder, G_FILE_TEST_IS_DIR))
        return g_steal_pointer (&folder);
    }
  if (documents != NULL && g_file_test (documents, G_FILE_TEST_IS_DIR))
    return g_strdup (documents);
  return g_strdup (g_get_home_dir ());
}

/* Keeps the folder of @file, a PDF of @document just written, as the one
 * the next PDF of its kind goes to. */
void
muster_print_remember_folder (MusterContext *context,
                              GObject       *document,
                              GFile         *file)
{
  g_autoptr(GFile) parent = NULL;
  MusterPrintMemory memory;
  const char *kind;

  g_return_if_fail (G_IS_OBJECT (document));
  g_return_if_fail (G_IS_FILE (file));

  parent = g_file_get_parent (file);
  if (context == NULL || parent == NULL || g_file_peek_path (parent) == NULL)
    return;
  kind = muster_print_kind (document);
  muster_print_memory_load (&memory, context, kind);
  g_free (memory.folder);
  memory.folder = g_file_get_path (parent);
  muster_print_memory_save (&memory, context, kind);
  muster_print_memory_clear (&memory);
}
