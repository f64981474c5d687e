/* cli-list-version.c: what `muster-cli check ARMY.xml` says about the
 * version of the army list an army is built with: the version, a newer one
 * installed and what moving to it would change for this army (the core's
 * migration report), or that the army's own version is not installed.
 */
#include "config.h"

#include <glib/gi18n.h>

#include "muster-cli.h"

static const char *const section_codes[MUSTER_N_MIGRATION_SECTIONS] = {
  "cost", "removed", "preparation-removed", "renamed", "preparation-renamed", "profile", "problem",
};

void
cli_add_list_version (JsonBuilder *b, MusterArmy *army)
{
  const MusterFaction *newer = muster_army_get_newer_faction (army);
  g_autoptr(MusterMigrationReport) report = newer != NULL ? muster_army_migration_report (army, newer) : NULL;

  cli_add_string (b, "list_version", muster_army_get_list_version (army));
  cli_add_string (b, "list_version_not_installed", muster_army_get_missing_list_version (army));
  cli_add_string (b, "newer_list_version", newer != NULL ? newer->version : NULL);
  if (report == NULL)
    return;
  json_builder_set_member_name (b, "list_upgrade");
  json_builder_begin_object (b);
  cli_add_string (b, "version", newer->version);
  if (report->costs)
    {
      cli_add_number (b, "points", report->spent_before);
      cli_add_number (b, "points_after", report->spent_after);
    }
  cli_add_int (b, "entries_dropped", report->dropped);
  cli_add_int (b, "preparations_dropped", report->preparations_dropped);
  json_builder_set_member_name (b, "changes");
  json_builder_begin_array (b);
  for (guint i = 0; i < report->changes->len; i++)
    {
      const MusterMigrationChange *c = g_ptr_array_index (report->changes, i);
      g_autofree char *text = muster_migration_change_describe (c);

      json_builder_begin_object (b);
      cli_add_string (b, "section", section_codes[c->section]);
      cli_add_string (b, "code", c->item != NULL ? muster_list_diff_kind_code (c->item->kind) : c->code);
      cli_add_string (b, "unit", c->item != NULL ? c->item->unit_id : NULL);
      cli_add_string (b, "preparation", c->item != NULL ? c->item->preparation_id : NULL);
      if (c->item != NULL && c->item->kind == MUSTER_LIST_DIFF_PREPARATION_DESCRIPTION)
        {
          /* a rules text as the report shows it, in --lang's language */
          cli_add_string (b, "old", c->text_before);
          cli_add_string (b, "new", c->text_after);
          cli_add_int (b, "count", c->count);
        }
      else if (c->item != NULL)
        {
          cli_add_string (b, "old", c->item->old_value);
          cli_add_string (b, "new", c->item->new_value);
          cli_add_int (b, "count", c->count);
        }
      cli_add_string (b, "text", text);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);
}

void
cli_print_list_version (MusterArmy *army)
{
  const MusterFaction *faction = muster_army_get_faction (army);
  const MusterFaction *newer = muster_army_get_newer_faction (army);
  g_autofree char *said = muster_army_describe_list_version (army);
  g_autoptr(MusterMigrationReport) report = NULL;
  g_autofree char *summary = NULL;

  if (faction->version == NULL)
    return;
  if (said == NULL)
    said = g_strdup_printf (_("Built with %s %s"), muster_text_get (&faction->name), faction->version);
  cli_out ("  %s\n", said);
  if (newer == NULL)
    return;
  report = muster_army_migration_report (army, newer);
  summary = muster_migration_report_summary (report);
  /* TRANSLATORS: "  Moving to 1.1.0:" and then each change */
  cli_out (_("  Moving to %s:\n"), newer->version);
  for (guint i = 0; i < report->changes->len; i++)
    {
      g_autofree char *text = muster_migration_change_describe (g_ptr_array_index (report->changes, i));

      cli_out ("    %s\n", text);
    }
  if (summary != NULL)
    cli_out ("    %s\n", summary);
}
