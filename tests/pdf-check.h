/* pdf-check.h: a written PDF as its reader sees it, through poppler's
 * pdfinfo, pdftotext, pdffonts and pdftoppm (pages, sizes, text, fonts,
 * pixels). A missing tool fails the test: these checks never skip.
 */
#pragma once

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <glib.h>
#include <glib/gstdio.h>
#include <gio/gio.h>

#define PDF_MM_PER_PT (25.4 / 72.0)

/* Starts a poppler tool with the arguments in @argv (NULL-terminated);
 * fails the test when it cannot run. Several may run at once: their
 * output waits in the pipe until pdf_wait() reads it. */
static G_GNUC_UNUSED GSubprocess *
pdf_spawnv (const char * const *argv)
{
  g_autoptr(GError) error = NULL;
  GSubprocess *proc = g_subprocess_newv (argv, G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_PIPE,
                                         &error);

  if (proc == NULL)
    g_error ("%s cannot run (poppler-utils is in tools/debian-packages.txt): %s", argv[0], error->message);
  return proc;
}

/* The standard output of a tool pdf_spawnv() started; fails the test when
 * it exited with an error. */
static G_GNUC_UNUSED char *
pdf_wait (GSubprocess *proc, const char *tool)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *err = NULL;
  char *out = NULL;

  g_subprocess_communicate_utf8 (proc, NULL, NULL, &out, &err, &error);
  g_assert_no_error (error);
  if (!g_subprocess_get_successful (proc))
    g_error ("%s failed (status %d): %s", tool, g_subprocess_get_status (proc), err != NULL ? err : "");
  g_object_unref (proc);
  return out;
}

/* Runs a poppler tool with the given arguments (NULL-terminated) and
 * returns its standard output. */
static G_GNUC_UNUSED G_GNUC_NULL_TERMINATED char *
pdf_tool (const char *tool, ...)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  va_list args;

  g_ptr_array_add (argv, (gpointer) tool);
  va_start (args, tool);
  for (const char *a = va_arg (args, const char *); a != NULL; a = va_arg (args, const char *))
    g_ptr_array_add (argv, (gpointer) a);
  va_end (args);
  g_ptr_array_add (argv, NULL);
  return pdf_wait (pdf_spawnv ((const char * const *) argv->pdata), tool);
}

/* pdfinfo's page count and the size of every page in points ("Page    1
 * size: 595.276 x 841.89 pts (A4)"), from `pdfinfo -f 1 -l <many>`. */
static G_GNUC_UNUSED int
pdf_parse_info (const char *info, GArray *widths, GArray *heights)
{
  g_auto(GStrv) lines = g_strsplit (info, "\n", -1);
  int pages = -1;

  for (guint i = 0; lines[i] != NULL; i++)
    {
      int page;
      double w, h;

      if (g_str_has_prefix (lines[i], "Pages:"))
        pages = atoi (lines[i] + strlen ("Pages:"));
      else if (widths != NULL && sscanf (lines[i], "Page %d size: %lf x %lf pts", &page, &w, &h) == 3)
        {
          g_array_append_val (widths, w);
          g_array_append_val (heights, h);
        }
    }
  g_assert_cmpint (pages, >=, 0);
  if (widths != NULL)
    g_assert_cmpuint (widths->len, ==, (guint) pages);
  return pages;
}

#define PDF_INFO_ARGS(path) "pdfinfo", "-f", "1", "-l", "100000", (path)

/* The number of pages pdfinfo reports. */
static G_GNUC_UNUSED int
pdf_n_pages (const char *path)
{
  g_autofree char *info = pdf_tool ("pdfinfo", path, NULL);

  return pdf_parse_info (info, NULL, NULL);
}

/* The size of every page in points; returns the number of pages. */
static G_GNUC_UNUSED int
pdf_page_sizes (const char *path, GArray *widths, GArray *heights)
{
  g_autofree char *info = pdf_tool (PDF_INFO_ARGS (path), NULL);

  return pdf_parse_info (info, widths, heights);
}

/* pdftotext's output split into pages at the form feed that ends each. */
static G_GNUC_UNUSED GPtrArray *
pdf_split_pages (const char *text)
{
  g_auto(GStrv) pages = g_strsplit (text, "\f", -1);
  GPtrArray *list = g_ptr_array_new_with_free_func (g_free);
  guint n = g_strv_length (pages);

  /* pdftotext ends every page with a form feed: the last part is empty */
  if (n > 0 && pages[n - 1][0] == '\0')
    n--;
  for (guint i = 0; i < n; i++)
    g_ptr_array_add (list, g_strdup (pages[i]));
  return list;
}

#define PDF_TEXT_ARGS(path) "pdftotext", "-enc", "UTF-8", (path), "-"

/* The text of each page (pdftotext, UTF-8, reading order). */
static G_GNUC_UNUSED GPtrArray *
pdf_page_texts (const char *path)
{
  g_autofree char *text = pdf_tool (PDF_TEXT_ARGS (path), NULL);

  return pdf_split_pages (text);
}

/* @text with every run of white space made one space. */
static G_GNUC_UNUSED char *
pdf_squeeze (const char *text)
{
  GString *s = g_string_new (NULL);
  gboolean space = FALSE;

  for (const char *p = text; *p != '\0'; p++)
    {
      if (g_ascii_isspace (*p))
        space = s->len > 0;
      else
        {
          if (space)
            g_string_append_c (s, ' ');
          space = FALSE;
          g_string_append_c (s, *p);
        }
    }
  return g_string_free (s, FALSE);
}

/* @text without its soft hyphens (U+00AD), each with the space after it:
 * a word hyphenated at a line's end reads whole. */
static G_GNUC_UNUSED char *
pdf_join_soft_hyphens (const char *text)
{
  GString *s = g_string_new (NULL);

  for (const char *p = text; *p != '\0'; p++)
    {
      if (p[0] == '\xc2' && p[1] == '\xad')
        {
          p += p[2] == ' ' ? 2 : 1;
          continue;
        }
      g_string_append_c (s, *p);
    }
  return g_string_free (s, FALSE);
}

/* Whether @needle is in the page text @haystack, white space aside, and
 * also when a line break cut it after a hyphen ("men-at-\narms"), put a
 * hyphen into a word that wrapped ("spear-\nmen"), hyphenated it at a
 * syllable (a soft hyphen), or pdftotext took the hyphen at the end of a
 * line away. */
static G_GNUC_UNUSED gboolean
pdf_text_has (const char *haystack, const char *needle)
{
  g_autofree char *squeezed = pdf_squeeze (haystack);
  g_autofree char *h = pdf_join_soft_hyphens (squeezed);
  g_autofree char *n = pdf_squeeze (needle);
  g_autoptr(GString) joined = g_string_new (NULL);
  g_autoptr(GString) kept = g_string_new (NULL);

  if (strstr (h, n) != NULL)
    return TRUE;
  /* "spear- men" -> "spearmen"; "men-at- arms" -> "men-at-arms" */
  for (const char *p = h; *p != '\0'; p++)
    {
      if (p[0] == '-' && p[1] == ' ')
        {
          g_string_append_c (kept, '-');
          p++;
          continue;
        }
      g_string_append_c (kept, *p);
    }
  for (const char *p = h; *p != '\0'; p++)
    {
      if (p[0] == '-' && p[1] == ' ')
        {
          p++;
          continue;
        }
      g_string_append_c (joined, *p);
    }
  if (strstr (kept->str, n) != NULL || strstr (joined->str, n) != NULL)
    return TRUE;
  /* pdftotext joins a line that ends in a hyphen to the next without it:
   * "сержанты-\nкопейщики" reads "сержантыкопейщики" */
  {
    g_autoptr(GString) bare_h = g_string_new (NULL);
    g_autoptr(GString) bare_n = g_string_new (NULL);

    for (const char *p = h; *p != '\0'; p++)
      if (*p != '-')
        g_string_append_c (bare_h, *p);
    for (const char *p = n; *p != '\0'; p++)
      if (*p != '-')
        g_string_append_c (bare_n, *p);
    return strstr (bare_h->str, bare_n->str) != NULL;
  }
}

/* The fonts pdffonts lists that are not embedded, one per line; "" when
 * every font is. Fails the test when the PDF has no font at all. */
static G_GNUC_UNUSED char *
pdf_parse_fonts (const char *out)
{
  g_auto(GStrv) lines = g_strsplit (out, "\n", -1);
  GString *bad = g_string_new (NULL);
  const char *header;
  long column;
  guint fonts = 0;

  /* "name   type   encoding   emb sub uni object ID", then a rule */
  g_assert_nonnull (lines[0]);
  header = strstr (lines[0], "emb");
  g_assert_nonnull (header);
  column = header - lines[0];
  for (guint i = 2; lines[i] != NULL; i++)
    {
      if (lines[i][0] == '\0')
        continue;
      fonts++;
      g_assert_cmpint ((long) strlen (lines[i]), >, column + 3);
      if (strncmp (lines[i] + column, "yes", 3) != 0)
        g_string_append_printf (bad, "%s\n", lines[i]);
    }
  g_assert_cmpuint (fonts, >, 0);
  return g_string_free (bad, FALSE);
}

static G_GNUC_UNUSED char *
pdf_fonts_not_embedded (const char *path)
{
  g_autofree char *out = pdf_tool ("pdffonts", path, NULL);

  return pdf_parse_fonts (out);
}

/* ---- pixels ---- */

typedef struct
{
  int width;
  int height;
  int channels;                 /* 1: grey, 3: RGB */
  guint8 *data;                 /* rows of width * channels bytes */
} PdfImage;

static G_GNUC_UNUSED void
pdf_image_free (PdfImage *image)
{
  if (image == NULL)
    return;
  g_free (image->data);
  g_free (image);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PdfImage, pdf_image_free)

static G_GNUC_UNUSED const guint8 *
pdf_pixel (const PdfImage *image, int x, int y)
{
  return image->data + ((gsize) y * image->width + x) * image->channels;
}

/* A binary PGM (P5) or PPM (P6) file of maxval 255. */
static G_GNUC_UNUSED PdfImage *
pdf_image_load_pnm (const char *path)
{
  g_autofree char *data = NULL;
  g_autoptr(GError) error = NULL;
  PdfImage *image;
  gsize length = 0, at = 2;
  long fields[3];

  g_file_get_contents (path, &data, &length, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (length, >, 2);
  g_assert_true (data[0] == 'P' && (data[1] == '5' || data[1] == '6'));
  for (int f = 0; f < 3; f++)
    {
      while (at < length && (g_ascii_isspace (data[at]) || data[at] == '#'))
        {
          if (data[at] == '#')
            while (at < length && data[at] != '\n')
              at++;
          else
            at++;
        }
      fields[f] = strtol (data + at, NULL, 10);
      while (at < length && g_ascii_isdigit (data[at]))
        at++;
    }
  at++;                         /* the single white space before the pixels */
  g_assert_cmpint (fields[2], ==, 255);
  image = g_new0 (PdfImage, 1);
  image->width = (int) fields[0];
  image->height = (int) fields[1];
  image->channels = data[1] == '5' ? 1 : 3;
  g_assert_cmpuint (length - at, ==, (gsize) image->width * image->height * image->channels);
  image->data = g_memdup2 (data + at, length - at);
  return image;
}

/* Page @page (1-based) of @path rendered at @dpi, grey or RGB. */
static G_GNUC_UNUSED PdfImage *
pdf_render (const char *path, int page, int dpi, gboolean grey)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("muster-pdf-XXXXXX", &error);
  g_autofree char *prefix = NULL;
  g_autofree char *file = NULL;
  g_autofree char *number = g_strdup_printf ("%d", page);
  g_autofree char *resolution = g_strdup_printf ("%d", dpi);
  g_autofree char *out = NULL;
  PdfImage *image;

  g_assert_no_error (error);
  prefix = g_build_filename (dir, "page", NULL);
  file = g_strconcat (prefix, grey ? ".pgm" : ".ppm", NULL);
  out = grey ? pdf_tool ("pdftoppm", "-f", number, "-l", number, "-r", resolution, "-gray", "-singlefile",
                         path, prefix, NULL)
             : pdf_tool ("pdftoppm", "-f", number, "-l", number, "-r", resolution, "-singlefile",
                         path, prefix, NULL);
  image = pdf_image_load_pnm (file);
  g_unlink (file);
  g_rmdir (dir);
  return image;
}

/* The PGM files pdftoppm wrote into @dir, in page order (it pads the page
 * number to the width of the last one), read and removed with @dir. */
static G_GNUC_UNUSED GPtrArray *
pdf_take_images (const char *dir)
{
  GPtrArray *images = g_ptr_array_new_with_free_func ((GDestroyNotify) pdf_image_free);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;

  g_assert_nonnull (d);
  while ((name = g_dir_read_name (d)) != NULL)
    g_ptr_array_add (names, g_strdup (name));
  /* "p-1.pgm" ... "p-10.pgm": by length, then by name */
  for (guint i = 1; i < names->len; i++)
    for (guint j = i; j > 0; j--)
      {
        const char *a = g_ptr_array_index (names, j - 1), *b = g_ptr_array_index (names, j);

        if (strlen (a) < strlen (b) || (strlen (a) == strlen (b) && strcmp (a, b) <= 0))
          break;
        names->pdata[j - 1] = (gpointer) b;
        names->pdata[j] = (gpointer) a;
      }
  for (guint i = 0; i < names->len; i++)
    {
      g_autofree char *file = g_build_filename (dir, g_ptr_array_index (names, i), NULL);

      g_ptr_array_add (images, pdf_image_load_pnm (file));
      g_unlink (file);
    }
  g_rmdir (dir);
  return images;
}

/* ---- everything at once ---- */

/* What the four tools say about one PDF: they run side by side, started by
 * pdf_inspect_start() and collected by pdf_inspect_finish(), so that a
 * test can write its next PDF while poppler reads the last one. */
typedef struct
{
  char *path;
  char *dir;                    /* pdftoppm's pages */
  GSubprocess *info;
  GSubprocess *text;
  GSubprocess *fonts;
  GSubprocess *pixels;

  int n_pages;
  GArray *widths;               /* of double, points */
  GArray *heights;
  GPtrArray *texts;             /* of char*, one per page */
  char *not_embedded;           /* fonts that are not embedded, "" when none */
  GPtrArray *images;            /* of PdfImage*, grey, one per page */
} PdfInspection;

static G_GNUC_UNUSED PdfInspection *
pdf_inspect_start (const char *path, int grey_dpi)
{
  PdfInspection *pi = g_new0 (PdfInspection, 1);
  g_autoptr(GError) error = NULL;
  g_autofree char *resolution = g_strdup_printf ("%d", grey_dpi);
  g_autofree char *prefix = NULL;

  pi->path = g_strdup (path);
  pi->dir = g_dir_make_tmp ("muster-pdf-XXXXXX", &error);
  g_assert_no_error (error);
  prefix = g_build_filename (pi->dir, "p", NULL);
  {
    const char * const info[] = { PDF_INFO_ARGS (path), NULL };
    const char * const text[] = { PDF_TEXT_ARGS (path), NULL };
    const char * const fonts[] = { "pdffonts", path, NULL };
    const char * const pixels[] = { "pdftoppm", "-r", resolution, "-gray", path, prefix, NULL };

    pi->info = pdf_spawnv (info);
    pi->text = pdf_spawnv (text);
    pi->fonts = pdf_spawnv (fonts);
    pi->pixels = pdf_spawnv (pixels);
  }
  return pi;
}

static G_GNUC_UNUSED void
pdf_inspect_finish (PdfInspection *pi)
{
  g_autofree char *info = pdf_wait (g_steal_pointer (&pi->info), "pdfinfo");
  g_autofree char *text = pdf_wait (g_steal_pointer (&pi->text), "pdftotext");
  g_autofree char *fonts = pdf_wait (g_steal_pointer (&pi->fonts), "pdffonts");
  g_autofree char *pixels = pdf_wait (g_steal_pointer (&pi->pixels), "pdftoppm");

  pi->widths = g_array_new (FALSE, FALSE, sizeof (double));
  pi->heights = g_array_new (FALSE, FALSE, sizeof (double));
  pi->n_pages = pdf_parse_info (info, pi->widths, pi->heights);
  pi->texts = pdf_split_pages (text);
  pi->not_embedded = pdf_parse_fonts (fonts);
  pi->images = pdf_take_images (pi->dir);
}

static G_GNUC_UNUSED void
pdf_inspection_free (PdfInspection *pi)
{
  if (pi == NULL)
    return;
  g_clear_object (&pi->info);
  g_clear_object (&pi->text);
  g_clear_object (&pi->fonts);
  g_clear_object (&pi->pixels);
  g_free (pi->path);
  g_free (pi->dir);
  g_clear_pointer (&pi->widths, g_array_unref);
  g_clear_pointer (&pi->heights, g_array_unref);
  g_clear_pointer (&pi->texts, g_ptr_array_unref);
  g_free (pi->not_embedded);
  g_clear_pointer (&pi->images, g_ptr_array_unref);
  g_free (pi);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PdfInspection, pdf_inspection_free)

/* The number of pixels of a grey @image within @band_mm of its edge that
 * are not white, at @dpi (pixels wholly inside the band only). */
static G_GNUC_UNUSED guint
pdf_inked_in_band (const PdfImage *image, int dpi, double band_mm)
{
  int band = (int) floor (band_mm / 25.4 * dpi);
  guint inked = 0;

  g_assert_cmpint (image->channels, ==, 1);
  for (int y = 0; y < image->height; y++)
    for (int x = 0; x < image->width; x++)
      {
        if (x >= band && x < image->width - band && y >= band && y < image->height - band)
          {
            x = image->width - band - 1;
            continue;
          }
        inked += pdf_pixel (image, x, y)[0] < 255;
      }
  return inked;
}
