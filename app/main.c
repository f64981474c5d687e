/* main.c: the muster program: sets up the locale and the translations
 * ($MUSTER_LOCALEDIR overrides the installed ones, for uninstalled runs),
 * then runs MusterApplication.
 */
#include "config.h"

#include <locale.h>
#include <signal.h>

#include <glib/gi18n-lib.h>

#include "muster-application.h"

int
main (int   argc,
      char *argv[])
{
  g_autoptr(MusterApplication) app = NULL;
  const char *localedir = g_getenv ("MUSTER_LOCALEDIR");

  if (localedir == NULL || *localedir == '\0')
    localedir = LOCALEDIR;

  /* past a file-size limit a write fails with EFBIG, which Muster reports
   * and cleans up after, instead of the process dying without a word */
  signal (SIGXFSZ, SIG_IGN);
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, localedir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  app = muster_application_new ();
  return g_application_run (G_APPLICATION (app), argc, argv);
}
