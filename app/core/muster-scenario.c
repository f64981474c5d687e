/* muster-scenario.c: the checks of a scenario file that its schema cannot
 * make. The first problem in the file's order is reported with
 * file:line:column and a sentence that names the element.
 */
#include "config.h"

#include "muster-scenario.h"
#include "muster-error.h"
#include "muster-system.h"
#include "muster-xml.h"

#include <glib/gi18n-lib.h>

typedef struct
{
  MusterSystem *system;
  const char *file;
  GPtrArray *sides;         /* the side ids, in order */
  GError *error;
} Check;

static void
fail (Check *c, const xmlNode *node, MusterError code, const char *format, ...) G_GNUC_PRINTF (4, 5);

static void
fail (Check *c, const xmlNode *node, MusterError code, const char *format, ...)
{
  g_autofree char *sentence = NULL;
  va_list args;

  if (c->error != NULL)
    return;
  va_start (args, format);
  sentence = g_strdup_vprintf (format, args);
  va_end (args);
  muster_xml_set_error_at (&c->error, code, c->file, node, "%s", sentence);
}

/* The texts among node's children (name, text, label, victory): English
 * and Russian only, each language once for each kind of text. */
static void
check_texts (Check *c, const xmlNode *node)
{
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  muster_xml_foreach_child (node, child)
    {
      g_autofree char *lang = NULL;
      char *key;

      if (!muster_xml_is (child, "name") && !muster_xml_is (child, "text") && !muster_xml_is (child, "label")
          && !muster_xml_is (child, "victory"))
        continue;
      lang = muster_xml_get_lang (child);
      if (lang == NULL || (!g_str_equal (lang, "en") && !g_str_equal (lang, "ru")))
        {
          fail (c, child, MUSTER_ERROR_INVALID,
                _("The text <%s> has xml:lang=\"%s\"; Muster texts are in English (en) and Russian (ru)."),
                (const char *) child->name, lang != NULL ? lang : "");
          return;
        }
      key = g_strdup_printf ("%s %s", (const char *) child->name, lang);
      if (g_hash_table_contains (seen, key))
        {
          fail (c, child, MUSTER_ERROR_INVALID, _("The text <%s xml:lang=\"%s\"> is given twice here."),
                (const char *) child->name, lang);
          g_free (key);
          return;
        }
      g_hash_table_add (seen, key);
    }
}

static gboolean
has_side (Check *c, const char *id)
{
  for (guint i = 0; i < c->sides->len; i++)
    if (g_str_equal (g_ptr_array_index (c->sides, i), id))
      return TRUE;
  return FALSE;
}

/* A zone, objective, column marker or event that names a side names one of
 * the scenario's. */
static void
check_side_ref (Check *c, const xmlNode *node)
{
  g_autofree char *side = muster_xml_get_attr (node, "side");
  g_autofree char *sides = NULL;

  if (side == NULL || has_side (c, side))
    return;
  g_ptr_array_add (c->sides, NULL);
  sides = g_strjoinv (", ", (char **) c->sides->pdata);
  g_ptr_array_remove_index (c->sides, c->sides->len - 1);
  fail (c, node, MUSTER_ERROR_REFERENCE,
        _("The <%s> names the side “%s”, which the scenario does not have; its sides are %s."),
        (const char *) node->name, side, sides);
}

static void
check_piece_type (Check *c, const xmlNode *node, const char *type)
{
  if (type != NULL && muster_system_lookup_piece (c->system, type) == NULL)
    fail (c, node, MUSTER_ERROR_REFERENCE, _("The system “%s” has no terrain piece “%s”."),
          muster_system_get_id (c->system), type);
}

gboolean
muster_scenario_check_doc (MusterCatalog  *catalog,
                           xmlDoc         *doc,
                           const char     *file,
                           GError        **error)
{
  xmlNode *root = xmlDocGetRootElement (doc);
  g_autofree char *system_id = NULL;
  g_autoptr(GPtrArray) sides = g_ptr_array_new_with_free_func (g_free);
  Check c = { NULL, file, sides, NULL };

  g_return_val_if_fail (MUSTER_IS_CATALOG (catalog), FALSE);
  g_return_val_if_fail (doc != NULL && root != NULL, FALSE);

  system_id = muster_xml_get_attr (root, "system");
  c.system = muster_catalog_lookup (catalog, system_id);
  if (c.system == NULL)
    {
      muster_xml_set_error_at (error, MUSTER_ERROR_REFERENCE, file, root,
                               _("The scenario is for the game system “%s”, which is not installed."),
                               system_id);
      return FALSE;
    }

  /* the sides first: zones and events may come before a reader meets them */
  muster_xml_foreach_child (root, child)
    {
      g_autofree char *id = NULL;

      if (!muster_xml_is (child, "side"))
        continue;
      id = muster_xml_get_attr (child, "id");
      if (has_side (&c, id))
        fail (&c, child, MUSTER_ERROR_INVALID, _("The side id “%s” is used twice."), id);
      else
        g_ptr_array_add (sides, g_steal_pointer (&id));
    }

  check_texts (&c, root);
  muster_xml_foreach_child (root, child)
    {
      if (c.error != NULL)
        break;
      check_texts (&c, child);
      if (muster_xml_is (child, "side"))
        {
          muster_xml_foreach_child (child, force)
            {
              g_autofree char *faction = NULL;

              if (!muster_xml_is (force, "force"))
                continue;
              faction = muster_xml_get_attr (force, "faction");
              if (faction != NULL && muster_system_lookup_faction (c.system, faction) == NULL)
                fail (&c, force, MUSTER_ERROR_REFERENCE,
                      _("The force names the faction “%s”, which the game system “%s” does not have."),
                      faction, system_id);
            }
        }
      else if (muster_xml_is (child, "piece"))
        {
          g_autofree char *type = muster_xml_get_attr (child, "type");
          g_autofree char *variant = muster_xml_get_attr (child, "variant");
          const MusterPiece *piece = muster_system_lookup_piece (c.system, type);

          check_piece_type (&c, child, type);
          if (piece != NULL && variant != NULL && muster_piece_lookup_variant (piece, variant) == NULL)
            fail (&c, child, MUSTER_ERROR_REFERENCE, _("The terrain piece “%s” has no variant “%s”."),
                  type, variant);
        }
      else if (muster_xml_is (child, "grid"))
        {
          muster_xml_foreach_child (child, cell)
            {
              g_autofree char *type = muster_xml_get_attr (cell, "type");
              check_piece_type (&c, cell, type);
            }
        }
      else if (muster_xml_is (child, "zone") || muster_xml_is (child, "objective")
               || muster_xml_is (child, "column-marker") || muster_xml_is (child, "event"))
        check_side_ref (&c, child);
    }

  if (c.error != NULL)
    {
      g_propagate_error (error, c.error);
      return FALSE;
    }
  return TRUE;
}
