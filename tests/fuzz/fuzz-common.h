/* fuzz-common.h: what the fuzz harnesses share: the shipped systems (from
 * $MUSTER_DATA_DIR, or the source tree the harness was built from) and a
 * silent GLib, so that only crashes and sanitizer reports count.
 */
#pragma once

#include <stdint.h>
#include <stddef.h>

#include "muster-core.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

static G_GNUC_UNUSED void
fuzz_quiet_log (const char *domain, GLogLevelFlags level, const char *message, gpointer data)
{
}

static G_GNUC_UNUSED MusterCatalog *
fuzz_catalog (void)
{
  static MusterCatalog *catalog;

  if (catalog == NULL)
    {
      g_log_set_default_handler (fuzz_quiet_log, NULL);
      muster_set_language ("en");
      catalog = muster_catalog_new ();
      if (g_getenv ("MUSTER_DATA_DIR") == NULL)
        muster_catalog_add_folder (catalog, MUSTER_FUZZ_DATA_DIR);
      muster_catalog_add_default_folders (catalog);
      muster_catalog_load (catalog);
      if (muster_catalog_get_systems (catalog)->len == 0)
        g_error ("fuzz: no systems found; set MUSTER_DATA_DIR");
    }
  return catalog;
}

/* The safe loader on the bytes, expecting kind; every refusal must say
 * where. */
static G_GNUC_UNUSED void
fuzz_load_xml (const uint8_t *data, size_t size, MusterSchema kind)
{
  GError *error = NULL;
  xmlDoc *doc;

  fuzz_catalog ();
  doc = muster_xml_load_memory ((const char *) data, size, "fuzz.xml", kind, NULL, &error);
  if (doc != NULL)
    xmlFreeDoc (doc);
  else
    {
      if (error == NULL || !g_str_has_prefix (error->message, "fuzz.xml:"))
        abort ();
      g_error_free (error);
    }
}
