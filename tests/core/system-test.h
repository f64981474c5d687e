/* system-test.h: what the system-loading tests share: a small system folder
 * written from parts (English and Russian names), loading it, and expecting
 * its refusal with a code, a line and words of the message.
 */
#pragma once

#include "muster-core.h"
#include "../muster-test.h"
#include <sys/stat.h>
#include <unistd.h>

#define N(en, ru) "<name xml:lang=\"en\">" en "</name><name xml:lang=\"ru\">" ru "</name>"
#define T(el, en, ru) "<" el " xml:lang=\"en\">" en "</" el "><" el " xml:lang=\"ru\">" ru "</" el ">"

static G_GNUC_UNUSED MusterCatalog *shipped;   /* the systems of the source tree */

typedef struct
{
  const char *fields;
  const char *tags;
  const char *derived;
  const char *constraints;
  const char *terrain;
  const char *unit;
  const char *army;
} Parts;

static G_GNUC_UNUSED char *
mini_system (const Parts *p)
{
  return g_strconcat (
    "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    "<system xmlns=\"https://muster.github.io/ns/system/1\" id=\"mini\">\n"
    "  " N ("Mini", "Мини") "\n",
    p->army ? p->army : "  <army spent=\"spent\" columns=\"columns\"/>\n",
    "  <fields>\n",
    p->fields ? p->fields : "    <field id=\"morale\">" N ("Morale", "Боевой дух") "</field>\n",
    "    <field id=\"level\" scope=\"commander\">" N ("Level", "Уровень") "</field>\n"
    "  </fields>\n"
    "  <categories><category id=\"core\">" N ("Core", "Основные") "</category></categories>\n"
    "  <tags>\n",
    p->tags ? p->tags : "    <tag id=\"veterans\">" N ("Veterans", "Ветераны") "</tag>\n",
    "  </tags>\n"
    "  <commanders><role id=\"commander\">" N ("Commander", "Полководец") "</role>\n"
    "    <tier id=\"good\" cost=\"10\">" N ("Good", "Хороший") "<stat field=\"level\">3</stat></tier>\n"
    "  </commanders>\n"
    "  <derived>\n",
    p->derived ? p->derived :
    "    <value id=\"spent\" expr=\"sum(cost) + sum(commanders, cost)\">" N ("Spent", "Потрачено") "</value>\n"
    "    <value id=\"columns\" expr=\"sum(commanders, level)\">" N ("Columns", "Колонны") "</value>\n",
    "  </derived>\n",
    p->constraints ? p->constraints : "",
    p->terrain ? p->terrain : "",
    "  <faction id=\"f\">" N ("Faction", "Фракция") "\n",
    p->unit ? p->unit :
    "    <unit id=\"u\" category=\"core\" cost=\"5\">" N ("Unit", "Отряд")
    "<stat field=\"morale\">2</stat><tag ref=\"veterans\"/></unit>\n",
    "  </faction>\n"
    "</system>\n", NULL);
}

typedef struct
{
  char *dir;
  char *folder;
  char *file;
} Fixture;

static G_GNUC_UNUSED void
fixture_write (Fixture *f, const Parts *p)
{
  g_autofree char *xml = mini_system (p);

  f->dir = muster_test_tmpdir ();
  f->folder = g_build_filename (f->dir, "mini", NULL);
  g_mkdir (f->folder, 0700);
  f->file = muster_test_write (f->folder, "system.xml", xml, -1);
}

static G_GNUC_UNUSED void
fixture_clear (Fixture *f)
{
  muster_test_rmtree (f->dir);
  g_free (f->dir);
  g_free (f->folder);
  g_free (f->file);
}

/* Loads the system made of p, expects failure with code, at line, with
 * needle in the message. line 0: any line. */
static G_GNUC_UNUSED void
expect_failure (const Parts *p, gint code, guint line, const char *needle)
{
  Fixture f = { 0 };
  g_autoptr(GError) error = NULL;
  g_autoptr(MusterSystem) system = NULL;
  g_autofree char *prefix = NULL;

  fixture_write (&f, p);
  system = muster_system_load (f.folder, &error);
  g_assert_null (system);
  g_assert_error (error, MUSTER_ERROR, code);
  prefix = line > 0 ? g_strdup_printf ("%s:%u:", f.file, line) : g_strdup_printf ("%s:", f.file);
  if (!g_str_has_prefix (error->message, prefix) || strstr (error->message, needle) == NULL)
    g_error ("expected “%s…%s”, got: %s", prefix, needle, error->message);
  fixture_clear (&f);
}

/* The shipped systems, loaded once for a program of these tests. */
static G_GNUC_UNUSED void
system_test_init (int *argc, char ***argv)
{
  shipped = muster_test_init (argc, argv);
}

/* Runs the tests, then lets the shipped systems go. */
static G_GNUC_UNUSED int
system_test_run (void)
{
  int status = g_test_run ();

  g_object_unref (shipped);
  return status;
}
