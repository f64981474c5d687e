/* terrain-test-common.h: what the display tests of the Terrain page share:
 * the page shown in a window, a roll as the user makes it, and counting
 * the rows of the dice log. The test file defines `catalog` first.
 */
#pragma once

G_GNUC_UNUSED static MusterTerrainPage *
show_page (MusterLibrary *library)
{
  GtkWidget *page = muster_terrain_page_new (ui_test_context (catalog, library));

  ui_test_show_in_window (page, 1400, 900);
  return MUSTER_TERRAIN_PAGE (page);
}

/* Rolls @system_id from @seed as the user would: system, seed, Roll. */
G_GNUC_UNUSED static MusterTerrain *
roll (MusterTerrainPage *page,
      const char        *system_id,
      guint64            seed)
{
  g_assert_true (muster_terrain_settings_select_system (muster_terrain_page_get_settings (page), system_id));
  muster_terrain_settings_set_seed (muster_terrain_page_get_settings (page), seed);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "terrain.roll", NULL));
  g_assert_nonnull (muster_terrain_page_get_terrain (page));
  return muster_terrain_page_get_terrain (page);
}

G_GNUC_UNUSED static guint
count_rows (GtkListBox *list)
{
  guint n = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (list)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_LIST_BOX_ROW (child))
      n++;
  return n;
}

G_GNUC_UNUSED static gboolean
drawn (gpointer map)
{
  return muster_terrain_map_get_n_draws (map) > 0;
}
