/* cli-run.h: running muster-cli from a test: in a chosen working folder,
 * under CPU and memory limits, collecting its exit status and output; and
 * listing a folder to prove that nothing was written.
 */
#pragma once

#include <sys/resource.h>

#include <gio/gio.h>

typedef struct
{
  int status;
  char *out;
  char *err;
} Run;

/* g_test_init for a program of CLI tests: muster-cli's path must be given,
 * and what it says is in English. */
static G_GNUC_UNUSED void
cli_test_init (int *argc, char ***argv)
{
  g_test_init (argc, argv, NULL);
  g_assert_nonnull (g_getenv ("MUSTER_CLI"));
  g_setenv ("LANGUAGE", "en", TRUE);
}

static G_GNUC_UNUSED void
run_clear (Run *r)
{
  g_free (r->out);
  g_free (r->err);
}

static void
limit_child (gpointer data)
{
  struct rlimit cpu = { 1, 2 };   /* seconds of CPU: SIGXCPU beyond one */
  struct rlimit mem = { 100 * 1024 * 1024, 100 * 1024 * 1024 };

  setrlimit (RLIMIT_CPU, &cpu);
  /* AddressSanitizer reserves terabytes of address space: no AS limit there */
  if (g_getenv ("MUSTER_SANITIZED") == NULL)
    setrlimit (RLIMIT_AS, &mem);
}

/* Runs muster-cli in cwd (NULL: here) with argv (muster-cli's arguments,
 * NULL-terminated), after setup in the child (its limits). */
static G_GNUC_UNUSED Run
cli_run_argv (const char *cwd, GSpawnChildSetupFunc setup, const char * const *args)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GSubprocessLauncher) launcher = NULL;
  g_autoptr(GSubprocess) proc = NULL;
  g_autoptr(GError) error = NULL;
  Run r = { 0 };

  g_ptr_array_add (argv, (gpointer) g_getenv ("MUSTER_CLI"));
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);

  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_PIPE);
  g_subprocess_launcher_set_child_setup (launcher, setup, NULL, NULL);
  if (cwd != NULL)
    g_subprocess_launcher_set_cwd (launcher, cwd);
  proc = g_subprocess_launcher_spawnv (launcher, (const char * const *) argv->pdata, &error);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (proc, NULL, NULL, &r.out, &r.err, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (proc));
  r.status = g_subprocess_get_exit_status (proc);
  return r;
}

/* The NULL-terminated arguments from first on, as an array. */
static G_GNUC_UNUSED GPtrArray *
cli_collect_args (const char *first, va_list args)
{
  GPtrArray *argv = g_ptr_array_new ();

  g_ptr_array_add (argv, (gpointer) first);
  for (const char *a = va_arg (args, const char *); a != NULL; a = va_arg (args, const char *))
    g_ptr_array_add (argv, (gpointer) a);
  g_ptr_array_add (argv, NULL);
  return argv;
}

/* Runs muster-cli in cwd (NULL: here) with the arguments from first on,
 * after setup in the child. */
static Run
cli_run_va (const char *cwd, GSpawnChildSetupFunc setup, const char *first, va_list args)
{
  g_autoptr(GPtrArray) argv = cli_collect_args (first, args);

  return cli_run_argv (cwd, setup, (const char * const *) argv->pdata);
}

/* Runs muster-cli in cwd (NULL: here) with the given arguments, under
 * the hostile-input limits. */
static G_GNUC_UNUSED G_GNUC_NULL_TERMINATED Run
cli_in (const char *cwd, const char *first, ...)
{
  va_list args;
  Run r;

  va_start (args, first);
  r = cli_run_va (cwd, limit_child, first, args);
  va_end (args);
  return r;
}

#define cli(...) cli_in (NULL, __VA_ARGS__)

/* Runs muster-cli in @cwd (NULL: here) like cli_in(), but with room for
 * drawing PDFs under the sanitizers: 30 s of CPU instead of one. */
static void
limit_print (gpointer data)
{
  struct rlimit cpu = { 30, 31 };

  setrlimit (RLIMIT_CPU, &cpu);
}

static G_GNUC_UNUSED G_GNUC_NULL_TERMINATED Run
print_in (const char *cwd, const char *first, ...)
{
  va_list args;
  Run r;

  va_start (args, first);
  r = cli_run_va (cwd, limit_print, first, args);
  va_end (args);
  return r;
}

static G_GNUC_UNUSED GPtrArray *
list_dir (const char *path)
{
  GPtrArray *names = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    g_ptr_array_add (names, g_strdup (name));
  return names;
}
