/* bench-caps.c: the largest army files the loader still reads, each node
 * kind filled up to just below its cap, through muster-cli check: the time
 * and the peak memory (resident) of each, beside the promise that every
 * input is refused or loaded under 1 s and 100 MB. Prints table rows;
 * asserts nothing about time.
 *
 *   bench-caps MUSTER-CLI [RUNS]
 */
#include "muster-core.h"
#include "../muster-test.h"

#include <stdio.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include "bench-common.h"

#define AIM_MS 1000.0
#define AIM_MB 100.0

#define ARMY_START "<army xmlns=\"" MUSTER_NS_ARMY "\" system=\"ancient-medieval\" " \
                   "faction=\"english-hundred-years-war\" points=\"400\">"

/* Runs argv with output thrown away; its wall time in ms and peak RSS in MB. */
static void
run_child (char **argv, double *ms, double *mb)
{
  struct rusage usage = { 0 };
  gint64 t0 = g_get_monotonic_time ();
  int status = 0;
  pid_t pid;

  fflush (stdout);
  pid = fork ();

  g_assert_cmpint (pid, >=, 0);
  if (pid == 0)
    {
      if (freopen ("/dev/null", "w", stdout) == NULL || freopen ("/dev/null", "w", stderr) == NULL)
        _exit (127);
      execv (argv[0], argv);
      _exit (127);
    }
  g_assert_cmpint (wait4 (pid, &status, 0, &usage), ==, pid);
  g_assert_true (WIFEXITED (status) && WEXITSTATUS (status) != 127);
  *ms = (g_get_monotonic_time () - t0) / 1000.0;
  *mb = usage.ru_maxrss / 1024.0;
}

/* ARMY_START, then repeat as often as keeps both the bytes and the nodes
 * (nodes_each per repeat) under their caps, then close. */
static char *
filled (const char *repeat, guint nodes_each, const char *close)
{
  GString *s = g_string_new (ARMY_START);
  guint nodes = 4 * 2 + 1;   /* the army element, its attributes and their values */

  while (s->len + strlen (repeat) + strlen (close) < MUSTER_XML_MAX_BYTES
         && nodes + nodes_each < MUSTER_XML_MAX_NODES)
    {
      g_string_append (s, repeat);
      nodes += nodes_each;
    }
  g_string_append (s, close);
  return g_string_free (s, FALSE);
}

int
main (int argc, char **argv)
{
  g_autofree char *dir = NULL;
  guint runs = argc > 2 ? (guint) atoi (argv[2]) : 5;
  struct { const char *what; char *text; } files[] = {
    { "units (elements and attributes)", filled ("<unit type=\"archers\" count=\"1\"/>", 5, "</army>") },
    { "white space between elements", filled ("                ", 0, "</army>") },
    { "one text of 10 MB", NULL },
    { "comments (1 MiB in all)", NULL },
    { "64 levels of nesting", NULL },
  };

  if (argc < 2)
    {
      g_printerr ("usage: bench-caps MUSTER-CLI [RUNS]\n");
      return 2;
    }
  {
    GString *s = g_string_new (ARMY_START "<notes>");

    while (s->len < 10000000 - 100)
      g_string_append (s, "a long note, ");
    g_string_append (s, "</notes></army>");
    files[2].text = g_string_free (s, FALSE);
  }
  {
    GString *s = g_string_new (ARMY_START);

    while (s->len < 1024 * 1024 - 200)
      g_string_append (s, "<!-- a comment -->");
    g_string_append (s, "</army>");
    files[3].text = g_string_free (s, FALSE);
  }
  {
    GString *s = g_string_new (ARMY_START);

    for (guint i = 0; i < MUSTER_XML_MAX_DEPTH - 2; i++)
      g_string_append (s, "<notes>");
    for (guint i = 0; i < MUSTER_XML_MAX_DEPTH - 2; i++)
      g_string_append (s, "</notes>");
    g_string_append (s, "</army>");
    files[4].text = g_string_free (s, FALSE);
  }

  dir = muster_test_tmpdir ();
  printf ("%-52s %9s    %9s    %8s\n", "input at its cap, muster-cli check", "time", "peak", "aim");
  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autofree char *path = muster_test_write (dir, "army.xml", files[i].text, -1);
      g_autoptr(GArray) times = g_array_new (FALSE, FALSE, sizeof (double));
      double peak = 0;
      char *child[] = { argv[1], (char *) "check", path, NULL };

      for (guint r = 0; r < runs; r++)
        {
          double ms, mb;

          run_child (child, &ms, &mb);
          g_array_append_val (times, ms);
          peak = MAX (peak, mb);
        }
      printf ("%-52s %9.0f ms %9.1f MB   1 s, 100 MB%s\n", files[i].what, bench_median (times), peak,
              bench_median (times) > AIM_MS || peak > AIM_MB ? "  OVER" : "");
      g_free (files[i].text);
    }
  muster_test_rmtree (dir);
  return 0;
}
