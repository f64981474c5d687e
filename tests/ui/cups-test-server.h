/* cups-test-server.h: a CUPS scheduler of a display test's own: cupsd in
 * the foreground on a socket in a temporary folder, with one cups-pdf
 * queue whose PDFs land in that folder, stopped when the test ends.
 */
#pragma once

#include <signal.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include <glib.h>
#include <glib/gstdio.h>

#include "muster-test.h"

/* cups-pdf's own PPD, which the queue's PPD extends */
#define CUPS_TEST_PDF_PPD "/usr/share/ppd/cups-pdf/CUPS-PDF_noopt.ppd"
#define CUPS_TEST_PDF_BACKEND "/usr/lib/cups/backend/cups-pdf"

typedef struct
{
  char *dir;                    /* ServerRoot; cupsd's working folder */
  char *socket;                 /* what CUPS_SERVER names */
  char *queue;
  char *out;                    /* where cups-pdf writes the PDFs */
  GPid pid;
} CupsTestServer;

/* Why the test cannot run here, or NULL. The cups-pdf backend runs only
 * for a cupsd started by root (it is root's alone, and writes as the
 * job's owner), so a plain user's run skips, and CI runs it as root. */
static inline const char *
cups_test_server_skip_reason (void)
{
  if (geteuid () != 0 && g_getenv ("CI") == NULL)
    return "printing to a real CUPS queue needs root (cupsd runs the cups-pdf backend only as root); "
           "run this test as root, or with CI set, where it must pass";
  return NULL;
}

/* The queue's PPD: cups-pdf's, with its settings as the PPD's defaults.
 * cups-pdf reads its configuration from /etc/cups only, and a PPD default
 * ends at a '/' (what follows is its label), so the folders are named
 * relative to the working folder that cupsd and its backends run in.
 * They must exist: cups-pdf crashes making a folder whose name has no '/'. */
static inline char *
cups_test_server_ppd (GError **error)
{
  static const char * const settings[][2] = {
    { "Out", "out" }, { "Spool", "spool-pdf" }, { "Log", "log" }, { "Grp", "lp" }, { "LogType", "7" },
  };
  g_autofree char *ppd = NULL;
  GString *text;

  if (!g_file_get_contents (CUPS_TEST_PDF_PPD, &ppd, NULL, error))
    return NULL;
  text = g_string_new (ppd);
  for (guint i = 0; i < G_N_ELEMENTS (settings); i++)
    g_string_append_printf (text, "\n*OpenUI *%1$s/%1$s: PickOne\n*Default%1$s: %2$s\n*%1$s %2$s: \"\"\n*CloseUI: *%1$s\n",
                            settings[i][0], settings[i][1]);
  return g_string_free (text, FALSE);
}

static inline gboolean
cups_test_server_write (const char  *dir,
                        const char  *name,
                        const char  *contents,
                        GError     **error)
{
  g_autofree char *path = g_build_filename (dir, name, NULL);

  return g_file_set_contents (path, contents, -1, error);
}

/* cupsd dies with the test, even when an assertion aborts it. */
static void
cups_test_server_child_setup (gpointer data)
{
  prctl (PR_SET_PDEATHSIG, SIGTERM);
}

/* Writes into a new folder the configuration of a scheduler with the
 * queue @queue (not the default one: the test picks it) and starts
 * cupsd -f on it; returns once it listens on its socket. Stop the server
 * after, whether it started or not. */
static inline gboolean
cups_test_server_start (CupsTestServer  *server,
                        const char      *queue,
                        GError         **error)
{
  g_autofree char *ppd = NULL;
  g_autofree char *cupsd_conf = NULL;
  g_autofree char *files_conf = NULL;
  g_autofree char *printers_conf = NULL;
  g_autofree char *ppd_name = NULL;
  g_autofree char *files_path = NULL;
  g_autofree char *conf_path = NULL;
  static const char * const folders[] = { "ppd", "spool", "spool/tmp", "cache", "state", "log", "out", "spool-pdf" };
  gint64 deadline;

  if (!g_file_test ("/usr/sbin/cupsd", G_FILE_TEST_IS_EXECUTABLE) ||
      !g_file_test (CUPS_TEST_PDF_BACKEND, G_FILE_TEST_EXISTS))
    {
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT,
                   "cupsd or the cups-pdf backend is missing: install the packages cups and "
                   "printer-driver-cups-pdf (tools/install-deps)");
      return FALSE;
    }
  if ((ppd = cups_test_server_ppd (error)) == NULL)
    return FALSE;

  server->queue = g_strdup (queue);
  server->dir = g_dir_make_tmp ("muster-cups-XXXXXX", error);
  if (server->dir == NULL)
    return FALSE;
  /* cupsd's filters run as lp and need to reach the spool */
  g_chmod (server->dir, 0755);
  for (guint i = 0; i < G_N_ELEMENTS (folders); i++)
    {
      g_autofree char *path = g_build_filename (server->dir, folders[i], NULL);

      g_mkdir (path, 0755);
    }
  server->socket = g_build_filename (server->dir, "cups.sock", NULL);
  server->out = g_build_filename (server->dir, "out", NULL);

  cupsd_conf = g_strdup_printf ("LogLevel debug\n"
                                "Listen %s\n"
                                "Browsing No\n"
                                "WebInterface No\n"
                                "DefaultAuthType None\n"
                                "ErrorPolicy abort-job\n"
                                "<Location />\n  Order allow,deny\n  Allow all\n</Location>\n"
                                "<Policy default>\n  <Limit All>\n    Order deny,allow\n  </Limit>\n</Policy>\n",
                                server->socket);
  files_conf = g_strdup_printf ("ServerRoot %1$s\n"
                                "RequestRoot %1$s/spool\n"
                                "TempDir %1$s/spool/tmp\n"
                                "CacheDir %1$s/cache\n"
                                "StateDir %1$s/state\n"
                                "ErrorLog %1$s/log/error_log\n"
                                "AccessLog %1$s/log/access_log\n"
                                "PageLog %1$s/log/page_log\n"
                                "FileDevice No\n",
                                server->dir);
  printers_conf = g_strdup_printf ("<Printer %s>\n"
                                   "Info Muster test queue\n"
                                   "MakeModel Generic CUPS-PDF Printer\n"
                                   "DeviceURI cups-pdf:/\n"
                                   "State Idle\n"
                                   "Accepting Yes\n"
                                   "Shared No\n"
                                   /* CUPS's default, Ghostscript, turns the pages
                                    * of GTK's PDF (cairo's, once pdftopdf has
                                    * rewritten them) into 300 dpi images: slow,
                                    * and no text left to find; poppler's cairo
                                    * keeps the text (Debian's cups-pdf advises
                                    * it: README.Debian) */
                                   "Option pdftops-renderer pdftocairo\n"
                                   "</Printer>\n",
                                   queue);
  ppd_name = g_strdup_printf ("ppd/%s.ppd", queue);
  if (!cups_test_server_write (server->dir, "cupsd.conf", cupsd_conf, error) ||
      !cups_test_server_write (server->dir, "cups-files.conf", files_conf, error) ||
      !cups_test_server_write (server->dir, "printers.conf", printers_conf, error) ||
      !cups_test_server_write (server->dir, ppd_name, ppd, error))
    return FALSE;

  conf_path = g_build_filename (server->dir, "cupsd.conf", NULL);
  files_path = g_build_filename (server->dir, "cups-files.conf", NULL);
  {
    const char *argv[] = { "/usr/sbin/cupsd", "-f", "-c", conf_path, "-s", files_path, NULL };

    /* in the folder: the backends run there, and cups-pdf's folders are
     * relative to it (see cups_test_server_ppd()) */
    if (!g_spawn_async (server->dir, (char **) argv, NULL,
                        G_SPAWN_DO_NOT_REAP_CHILD | G_SPAWN_STDOUT_TO_DEV_NULL | G_SPAWN_STDERR_TO_DEV_NULL,
                        cups_test_server_child_setup, NULL, &server->pid, error))
      return FALSE;
  }

  /* it listens once it has read its printers */
  deadline = g_get_monotonic_time () + 10 * G_TIME_SPAN_SECOND;
  while (!g_file_test (server->socket, G_FILE_TEST_EXISTS))
    {
      if (g_get_monotonic_time () > deadline || waitpid (server->pid, NULL, WNOHANG) != 0)
        {
          g_set_error (error, G_SPAWN_ERROR, G_SPAWN_ERROR_FAILED,
                       "cupsd did not start; see %s/log/error_log", server->dir);
          server->pid = 0;
          return FALSE;
        }
      g_usleep (20 * 1000);
    }
  return TRUE;
}

/* The lines of cupsd's and cups-pdf's logs that say what went wrong:
 * errors, warnings and what became of each job; for a failure's message. */
static inline char *
cups_test_server_log (CupsTestServer *server)
{
  static const char * const names[] = { "error_log", "cups-pdf-" };
  GString *text = g_string_new (NULL);
  g_autofree char *log_dir = g_build_filename (server->dir, "log", NULL);
  g_autoptr(GDir) dir = g_dir_open (log_dir, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (log_dir, name, NULL);
      g_autofree char *contents = NULL;
      g_auto(GStrv) lines = NULL;

      if (!g_str_has_prefix (name, names[0]) && !g_str_has_prefix (name, names[1]))
        continue;
      if (!g_file_get_contents (path, &contents, NULL, NULL))
        continue;
      lines = g_strsplit (contents, "\n", -1);
      for (guint i = 0; lines[i] != NULL; i++)
        if (g_str_has_prefix (lines[i], "E ") || g_str_has_prefix (lines[i], "W ") ||
            strstr (lines[i], "[ERROR]") != NULL || strstr (lines[i], "exited") != NULL ||
            strstr (lines[i], "Backend") != NULL)
          g_string_append_printf (text, "%s: %s\n", name, lines[i]);
    }
  return g_string_free (text, FALSE);
}

/* The first PDF cups-pdf wrote in full (Ghostscript ends it with %%EOF),
 * waiting for it up to @seconds while the main context runs; NULL when
 * none came. */
static inline char *
cups_test_server_wait_pdf (CupsTestServer *server,
                           guint           seconds)
{
  gint64 deadline = g_get_monotonic_time () + seconds * G_TIME_SPAN_SECOND;

  while (g_get_monotonic_time () < deadline)
    {
      g_autoptr(GDir) dir = g_dir_open (server->out, 0, NULL);
      const char *name;

      while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
        {
          g_autofree char *path = g_build_filename (server->out, name, NULL);
          g_autofree char *contents = NULL;
          gsize length = 0;

          if (g_str_has_suffix (name, ".pdf") && g_file_get_contents (path, &contents, &length, NULL) &&
              length > 16 && g_strstr_len (contents + length - 16, 16, "%%EOF") != NULL)
            return g_steal_pointer (&path);
        }
      g_main_context_iteration (NULL, FALSE);
      g_usleep (50 * 1000);
    }
  return NULL;
}

/* Stops cupsd (its jobs stop with it) and removes its folder, unless
 * @keep: then it stays for the one who looks into a failure. */
static inline void
cups_test_server_stop (CupsTestServer *server,
                       gboolean        keep)
{
  if (server->pid > 0)
    {
      gint64 deadline = g_get_monotonic_time () + 5 * G_TIME_SPAN_SECOND;

      kill (server->pid, SIGTERM);
      while (waitpid (server->pid, NULL, WNOHANG) == 0)
        {
          if (g_get_monotonic_time () > deadline)
            {
              kill (server->pid, SIGKILL);
              waitpid (server->pid, NULL, 0);
              break;
            }
          g_usleep (20 * 1000);
        }
      g_spawn_close_pid (server->pid);
      server->pid = 0;
    }
  if (server->dir != NULL && !keep)
    muster_test_rmtree (server->dir);
  g_clear_pointer (&server->dir, g_free);
  g_clear_pointer (&server->socket, g_free);
  g_clear_pointer (&server->queue, g_free);
  g_clear_pointer (&server->out, g_free);
}
