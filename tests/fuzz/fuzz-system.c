/* fuzz-system.c: a whole system file (inline factions), through the loader,
 * the expression parser and the unit values; a system that loads is also
 * checked with an army of one of each unit. */
#include "fuzz-common.h"

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  GError *error = NULL;
  MusterSystem *system;

  fuzz_catalog ();
  system = muster_system_load_memory ((const char *) data, size, "fuzz.xml", &error);
  if (system == NULL)
    {
      if (error == NULL || !g_str_has_prefix (error->message, "fuzz.xml:"))
        abort ();
      g_error_free (error);
      return 0;
    }
  {
    GPtrArray *factions = muster_system_get_factions (system);
    const MusterFaction *f = g_ptr_array_index (factions, 0);
    MusterArmy *army = muster_army_new (system, f, 1000);
    MusterReport *report;

    for (guint i = 0; i < f->units->len && i < 50; i++)
      {
        MusterArmyUnit u = { g_ptr_array_index (f->units, i), 2, 0, FALSE, -1, TRUE };
        muster_army_insert_unit (army, -1, &u);
      }
    report = muster_rules_check (army);
    muster_report_free (report);
    g_object_unref (army);
  }
  g_object_unref (system);
  return 0;
}
