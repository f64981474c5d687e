/* print-lang.h: the language a print test draws in: the data's and
 * gettext's, with the Russian messages compiled into the build tree (the
 * po target), so that a sheet can be checked in both languages in one run.
 */
#pragma once

#include <locale.h>
#include <stdlib.h>

#include <glib.h>
#include <glib/gi18n-lib.h>

#include "muster-core.h"

/* The counter that makes gettext forget the translations it looked up
 * before (as the gettext manual says to do when a program changes its
 * language). */
extern int _nl_msg_cat_cntr;

/* The data's language and gettext's ($LANGUAGE). */
static G_GNUC_UNUSED void
set_language (const char *lang)
{
  muster_set_language (lang);
  setenv ("LANGUAGE", lang, 1);
  ++_nl_msg_cat_cntr;
  if (g_str_equal (lang, "ru"))
    g_assert_cmpstr (g_dgettext (GETTEXT_PACKAGE, "Terrain — %s"), ==, "Местность — %s");
  else
    g_assert_cmpstr (g_dgettext (GETTEXT_PACKAGE, "Terrain — %s"), ==, "Terrain — %s");
}

/* Reads the messages from $MUSTER_BUILD_DIR/po, in English to begin with. */
static G_GNUC_UNUSED void
bind_build_messages (void)
{
  const char *build = g_getenv ("MUSTER_BUILD_DIR");
  g_autofree char *localedir = NULL;
  g_autofree char *mo = NULL;

  g_assert_nonnull (build);
  localedir = g_build_filename (build, "po", NULL);
  mo = g_build_filename (localedir, "ru", "LC_MESSAGES", GETTEXT_PACKAGE ".mo", NULL);
  if (!g_file_test (mo, G_FILE_TEST_EXISTS))
    g_error ("%s is missing: build the po target (ninja -C build)", mo);
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, localedir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  set_language ("en");
}
