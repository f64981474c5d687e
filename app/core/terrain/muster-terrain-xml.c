/* muster-terrain-xml.c: a terrain setup as XML: the terrain file (with
 * its bidding, every piece and the dice log) written and read back, and
 * the setup as a scenario file for the scenario editor.
 */
#include "config.h"

#include "muster-terrain-private.h"
#include "muster-output.h"
#include "muster-error.h"
#include "muster-xml.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include <glib/gi18n-lib.h>

/* ---- XML ---- */

/* Version 2 of the terrain file numbers players, the diagonal, pieces,
 * sub-rolls and alternatives from 1, as every output of Muster does;
 * version 1 (no version attribute) numbered them from 0 and still loads. */
#define TERRAIN_FILE_VERSION 2

static void
set_int (xmlNode *node, const char *name, gint64 value)
{
  char buf[32];

  g_snprintf (buf, sizeof buf, "%" G_GINT64_FORMAT, value);
  xmlNewProp (node, (const xmlChar *) name, (const xmlChar *) buf);
}

static void
set_double (xmlNode *node, const char *name, double value)
{
  char buf[G_ASCII_DTOSTR_BUF_SIZE];

  /* three decimals keep a tenth of a millimetre and survive a round trip */
  g_ascii_formatd (buf, sizeof buf, "%.3f", round (value * 1000) / 1000);
  xmlNewProp (node, (const xmlChar *) name, (const xmlChar *) buf);
}

char *
muster_terrain_to_xml (MusterTerrain *self)
{
  xmlDoc *doc;
  xmlNode *root, *node, *log;
  xmlNs *ns;
  xmlChar *mem = NULL;
  int size = 0;
  char *result;
  char seed[32];

  g_return_val_if_fail (MUSTER_IS_TERRAIN (self), NULL);

  doc = xmlNewDoc ((const xmlChar *) "1.0");
  root = xmlNewNode (NULL, (const xmlChar *) "terrain");
  ns = xmlNewNs (root, (const xmlChar *) MUSTER_NS_TERRAIN, NULL);
  xmlSetNs (root, ns);
  xmlDocSetRootElement (doc, root);
  xmlNewProp (root, (const xmlChar *) "system", (const xmlChar *) muster_system_get_id (self->system));
  xmlNewProp (root, (const xmlChar *) "method",
              (const xmlChar *) (self->params.method == MUSTER_TERRAIN_SECTORS ? "sectors" : "quarters"));
  xmlNewProp (root, (const xmlChar *) "rng", (const xmlChar *) MUSTER_RNG_NAME);
  g_snprintf (seed, sizeof seed, "%" G_GUINT64_FORMAT, self->params.seed);
  xmlNewProp (root, (const xmlChar *) "seed", (const xmlChar *) seed);
  set_int (root, "version", TERRAIN_FILE_VERSION);
  if (self->params.method == MUSTER_TERRAIN_SECTORS)
    set_int (root, "pieces", self->params.pieces);
  else
    set_int (root, "diagonal", self->params.diagonal + 1);

  node = xmlNewChild (root, ns, (const xmlChar *) "table", NULL);
  set_double (node, "width", self->params.width);
  set_double (node, "depth", self->params.depth);
  xmlNewProp (node, (const xmlChar *) "unit", (const xmlChar *) self->unit);
  if (self->params.uw > 0)
    set_double (node, "uw", self->params.uw);

  if (self->bidding != NULL)
    {
      char bseed[32];

      node = xmlNewChild (root, ns, (const xmlChar *) "bidding", NULL);
      g_snprintf (bseed, sizeof bseed, "%" G_GUINT64_FORMAT, self->bidding->seed);
      xmlNewProp (node, (const xmlChar *) "seed", (const xmlChar *) bseed);
      set_int (node, "max", self->bidding->max_bid);
      for (guint i = 0; i < self->bidding->moves->len; i++)
        {
          const Move *m = &g_array_index (self->bidding->moves, Move, i);
          xmlNode *mn = xmlNewChild (node, ns, (const xmlChar *) "move", NULL);

          set_int (mn, "player", m->player + 1);
          if (m->bid > 0)
            set_int (mn, "bid", m->bid);
          else
            xmlNewProp (mn, (const xmlChar *) "accept", (const xmlChar *) "true");
        }
    }

  for (guint i = 0; i < self->pieces->len; i++)
    {
      const MusterTerrainPiece *p = &g_array_index (self->pieces, MusterTerrainPiece, i);

      node = xmlNewChild (root, ns, (const xmlChar *) "piece", NULL);
      if (p->piece != NULL)
        xmlNewProp (node, (const xmlChar *) "type", (const xmlChar *) p->piece->id);
      if (p->sector > 0)
        set_int (node, "sector", p->sector);
      if (p->quarter > 0)
        {
          set_int (node, "quarter", p->quarter);
          if (p->player >= 0)
            set_int (node, "player", p->player + 1);
          set_int (node, "roll", p->table_roll);
          if (p->n_options > 0)
            {
              set_int (node, "option", p->option + 1);
              set_int (node, "options", p->n_options);
            }
        }
      if (p->edge)
        xmlNewProp (node, (const xmlChar *) "edge", (const xmlChar *) "true");
      if (p->crosses)
        xmlNewProp (node, (const xmlChar *) "crosses", (const xmlChar *) "true");
      set_double (node, "x", p->x);
      set_double (node, "y", p->y);
      set_double (node, "width", p->width);
      set_double (node, "depth", p->depth);
      if (p->rotation != 0)
        set_double (node, "rotation", p->rotation);
      if (p->scatter_raw > 0)
        {
          set_int (node, "scatter", p->scatter_raw);
          set_int (node, "distance", p->scatter_uw);
          set_int (node, "angle", p->scatter_angle);
          set_double (node, "from-x", p->from_x);
          set_double (node, "from-y", p->from_y);
        }
      if (p->removed)
        xmlNewProp (node, (const xmlChar *) "removed", (const xmlChar *) "true");
      if (p->nudged)
        xmlNewProp (node, (const xmlChar *) "nudged", (const xmlChar *) "true");
      if (p->moved)
        xmlNewProp (node, (const xmlChar *) "moved", (const xmlChar *) "true");
      for (int v = 0; v < p->n_variants; v++)
        {
          xmlNode *vn = xmlNewChild (node, ns, (const xmlChar *) "variant", NULL);
          xmlNewProp (vn, (const xmlChar *) "ref", (const xmlChar *) p->variants[v]->id);
        }
    }

  log = xmlNewChild (root, ns, (const xmlChar *) "log", NULL);
  for (int part = 0; part < 2; part++)
    {
      GArray *rolls = part == 0 ? (self->bidding != NULL ? self->bidding->log : NULL) : self->log;

      for (guint i = 0; rolls != NULL && i < rolls->len; i++)
        {
          const MusterRoll *r = &g_array_index (rolls, MusterRoll, i);
          xmlNode *rn = xmlNewChild (log, ns, (const xmlChar *) "roll", NULL);
          g_autoptr(GString) faces = g_string_new (NULL);

          xmlNewProp (rn, (const xmlChar *) "purpose", (const xmlChar *) muster_roll_purpose_id (r->purpose));
          if (r->player >= 0)
            set_int (rn, "player", r->player + 1);
          if (r->piece >= 0)
            set_int (rn, "piece", r->piece + 1);
          if (r->quarter > 0)
            set_int (rn, "quarter", r->quarter);
          if (r->sub >= 0)
            set_int (rn, "sub", r->sub + 1);
          xmlNewProp (rn, (const xmlChar *) "dice", (const xmlChar *) r->dice);
          for (int f = 0; f < r->n_faces; f++)
            g_string_append_printf (faces, f > 0 ? " %d" : "%d", r->faces[f]);
          xmlNewProp (rn, (const xmlChar *) "faces", (const xmlChar *) faces->str);
          set_int (rn, "result", r->result);
          if (r->rerolled != MUSTER_REROLL_NONE)
            xmlNewProp (rn, (const xmlChar *) "rerolled", (const xmlChar *) muster_reroll_id (r->rerolled));
        }
    }

  xmlDocDumpFormatMemoryEnc (doc, &mem, &size, "UTF-8", 1);
  result = g_strndup ((const char *) mem, size);
  xmlFree (mem);
  xmlFreeDoc (doc);
  return result;
}

static void
scenario_text (xmlNode *parent, xmlNs *ns, const char *element, const char *en, const char *ru)
{
  const MusterText text = { (char *) en, (char *) ru };

  muster_xml_add_text (parent, ns, element, &text);
}

/* The setup as a scenario file (scenario.xsd): the table and every piece
 * that stayed on it, for the scenario editor to start from. */
char *
muster_terrain_to_scenario_xml (MusterTerrain *self)
{
  const MusterText *system_name;
  g_autofree char *name_en = NULL;
  g_autofree char *name_ru = NULL;
  xmlDoc *doc;
  xmlNode *root, *node;
  xmlNs *ns;
  xmlChar *mem = NULL;
  int size = 0;
  char *result;

  g_return_val_if_fail (MUSTER_IS_TERRAIN (self), NULL);

  system_name = muster_system_get_name (self->system);
  name_en = g_strdup_printf ("Terrain of seed %" G_GUINT64_FORMAT " (%s)", self->params.seed,
                             muster_text_get_lang (system_name, "en"));
  name_ru = g_strdup_printf ("Местность, зерно %" G_GUINT64_FORMAT " (%s)", self->params.seed,
                             muster_text_get_lang (system_name, "ru"));

  doc = xmlNewDoc ((const xmlChar *) "1.0");
  root = xmlNewNode (NULL, (const xmlChar *) "scenario");
  ns = xmlNewNs (root, (const xmlChar *) MUSTER_NS_SCENARIO, NULL);
  xmlSetNs (root, ns);
  xmlDocSetRootElement (doc, root);
  xmlNewProp (root, (const xmlChar *) "system", (const xmlChar *) muster_system_get_id (self->system));
  scenario_text (root, ns, "name", name_en, name_ru);

  node = xmlNewChild (root, ns, (const xmlChar *) "table", NULL);
  set_double (node, "width", self->params.width);
  set_double (node, "depth", self->params.depth);
  xmlNewProp (node, (const xmlChar *) "unit", (const xmlChar *) self->unit);

  for (int side = 0; side < 2; side++)
    {
      gboolean defender = self->bidding != NULL && self->bidding->state == MUSTER_BIDDING_DONE
                          && self->bidding->defender == side;
      gboolean attacker = self->bidding != NULL && self->bidding->state == MUSTER_BIDDING_DONE
                          && self->bidding->attacker == side;
      g_autofree char *en = g_strdup_printf ("Player %d%s", side + 1,
                                             defender ? ", defender" : attacker ? ", attacker" : "");
      g_autofree char *ru = g_strdup_printf ("Игрок %d%s", side + 1,
                                             defender ? ", обороняющийся" : attacker ? ", атакующий" : "");

      node = xmlNewChild (root, ns, (const xmlChar *) "side", NULL);
      xmlNewProp (node, (const xmlChar *) "id", (const xmlChar *) (side == 0 ? "player-1" : "player-2"));
      xmlNewProp (node, (const xmlChar *) "edge", (const xmlChar *) (side == 0 ? "south" : "north"));
      scenario_text (node, ns, "name", en, ru);
    }

  for (guint i = 0; i < self->pieces->len && i < 500; i++)
    {
      const MusterTerrainPiece *p = &g_array_index (self->pieces, MusterTerrainPiece, i);

      if (p->piece == NULL || p->removed)
        continue;
      node = xmlNewChild (root, ns, (const xmlChar *) "piece", NULL);
      /* the kinds of all slopes in the label; one kind as the variant */
      if (p->n_variants > 1)
        {
          GString *en = g_string_new (muster_text_get_lang (&p->piece->name, "en"));
          GString *ru = g_string_new (muster_text_get_lang (&p->piece->name, "ru"));

          for (int v = 0; v < p->n_variants; v++)
            {
              g_string_append_printf (en, "%s%s", v == 0 ? ": " : ", ", muster_text_get_lang (&p->variants[v]->name, "en"));
              g_string_append_printf (ru, "%s%s", v == 0 ? ": " : ", ", muster_text_get_lang (&p->variants[v]->name, "ru"));
            }
          scenario_text (node, ns, "label", en->str, ru->str);
          g_string_free (en, TRUE);
          g_string_free (ru, TRUE);
        }
      xmlNewProp (node, (const xmlChar *) "type", (const xmlChar *) p->piece->id);
      if (p->n_variants == 1)
        xmlNewProp (node, (const xmlChar *) "variant", (const xmlChar *) p->variants[0]->id);
      set_double (node, "x", p->x);
      set_double (node, "y", p->y);
      set_double (node, "width", p->width);
      set_double (node, "depth", p->depth);
      if (p->rotation != 0)
        set_double (node, "rotation", p->rotation);
    }

  xmlDocDumpFormatMemoryEnc (doc, &mem, &size, "UTF-8", 1);
  result = g_strndup ((const char *) mem, size);
  xmlFree (mem);
  xmlFreeDoc (doc);
  return result;
}

gboolean
muster_terrain_save_scenario (MusterTerrain  *self,
                              const char     *path,
                              GError        **error)
{
  g_autofree char *xml = NULL;

  g_return_val_if_fail (MUSTER_IS_TERRAIN (self), FALSE);
  xml = muster_terrain_to_scenario_xml (self);
  return muster_output_save_text (path, xml, error);
}

gboolean
muster_terrain_save_file (MusterTerrain  *self,
                          const char     *path,
                          GError        **error)
{
  g_autofree char *xml = NULL;

  g_return_val_if_fail (MUSTER_IS_TERRAIN (self), FALSE);
  xml = muster_terrain_to_xml (self);
  return muster_output_save_text (path, xml, error);
}

static gint64
attr_int (const xmlNode *node, const char *name, gint64 def)
{
  g_autofree char *v = muster_xml_get_attr (node, name);
  return v != NULL ? g_ascii_strtoll (v, NULL, 10) : def;
}

static double
attr_double (const xmlNode *node, const char *name, double def)
{
  g_autofree char *v = muster_xml_get_attr (node, name);
  return v != NULL ? g_ascii_strtod (v, NULL) : def;
}

static gboolean
attr_bool (const xmlNode *node, const char *name)
{
  g_autofree char *v = muster_xml_get_attr (node, name);
  return v != NULL && (g_str_equal (v, "true") || g_str_equal (v, "1"));
}

/* A player, piece, sub-roll, alternative or diagonal: the file counts them
 * from 1 (version 2) or from 0 (version 1; -1 there is none); the result
 * counts from 0, -1 when the attribute is absent. FALSE (with the error
 * set) when it is out of range. */
static gboolean
attr_index (const xmlNode *node, const char *name, int version, gint64 max, const char *file,
            gint64 *out, GError **error)
{
  g_autofree char *v = muster_xml_get_attr (node, name);
  gint64 n;

  *out = -1;
  if (v == NULL)
    return TRUE;
  n = g_ascii_strtoll (v, NULL, 10);
  if (version < 2 && n == -1)
    return TRUE;
  n -= version >= 2 ? 1 : 0;
  if (n >= 0 && n <= max)
    {
      *out = n;
      return TRUE;
    }
  if (g_str_equal (name, "player"))
    muster_xml_set_error_at (error, MUSTER_ERROR_INVALID, file, node,
                             _("There is no player %s: a terrain file of version %d numbers the players %s."),
                             v, version, version >= 2 ? "1 and 2" : "0 and 1");
  else
    muster_xml_set_error_at (error, MUSTER_ERROR_INVALID, file, node,
                             _("The value %s=\"%s\" is out of range: a terrain file of version %d counts from %d."),
                             name, v, version, version >= 2 ? 1 : 0);
  return FALSE;
}

static gboolean
read_roll (const xmlNode *node, MusterRoll *r, int version, const char *file, GError **error)
{
  gint64 player, piece, sub;
  g_autofree char *purpose = muster_xml_get_attr (node, "purpose");
  g_autofree char *dice = muster_xml_get_attr (node, "dice");
  g_autofree char *faces = muster_xml_get_attr (node, "faces");
  g_autofree char *rerolled = muster_xml_get_attr (node, "rerolled");
  g_auto(GStrv) parts = NULL;

  memset (r, 0, sizeof *r);
  if (!muster_roll_purpose_from_id (purpose, &r->purpose))
    {
      muster_xml_set_error_at (error, MUSTER_ERROR_INVALID, file, node, _("This roll cannot be read."));
      return FALSE;
    }
  if (!attr_index (node, "player", version, 1, file, &player, error)
      || !attr_index (node, "piece", version, 999, file, &piece, error)
      || !attr_index (node, "sub", version, 999, file, &sub, error))
    return FALSE;
  r->player = (int) player;
  r->piece = (int) piece;
  r->quarter = attr_int (node, "quarter", 0);
  r->sub = (int) sub;
  g_strlcpy (r->dice, dice, sizeof r->dice);
  parts = g_strsplit (faces, " ", MUSTER_ROLL_MAX_FACES);
  for (guint i = 0; parts[i] != NULL && i < MUSTER_ROLL_MAX_FACES; i++)
    r->faces[r->n_faces++] = atoi (parts[i]);
  r->result = attr_int (node, "result", 0);
  r->rerolled = MUSTER_REROLL_NONE;
  for (MusterReroll k = MUSTER_REROLL_TIE; k <= MUSTER_REROLL_OVERLAP; k++)
    if (rerolled != NULL && g_str_equal (rerolled, muster_reroll_id (k)))
      r->rerolled = k;
  return TRUE;
}

MusterTerrain *
muster_terrain_load_doc (MusterCatalog *catalog, xmlDoc *doc, const char *file, GError **error)
{
  xmlNode *root = xmlDocGetRootElement (doc);
  g_autofree char *system_id = muster_xml_get_attr (root, "system");
  g_autofree char *method = muster_xml_get_attr (root, "method");
  g_autofree char *rng = muster_xml_get_attr (root, "rng");
  g_autofree char *seed = muster_xml_get_attr (root, "seed");
  g_autoptr(MusterTerrain) self = NULL;
  MusterTerrainParams params;
  MusterSystem *system;
  int version = (int) attr_int (root, "version", 1);
  gint64 diagonal;

  system = muster_catalog_lookup (catalog, system_id);
  if (system == NULL)
    {
      muster_xml_set_error_at (error, MUSTER_ERROR_REFERENCE, file, root,
                               _("The terrain is for the game system “%s”, which is not installed."), system_id);
      return NULL;
    }
  if (!g_str_equal (rng, MUSTER_RNG_NAME))
    {
      muster_xml_set_error_at (error, MUSTER_ERROR_INVALID, file, root,
                               _("The terrain was rolled with the generator “%s”; Muster knows only “%s”."),
                               rng, MUSTER_RNG_NAME);
      return NULL;
    }

  muster_terrain_params_init (&params, system,
                              g_str_equal (method, "sectors") ? MUSTER_TERRAIN_SECTORS : MUSTER_TERRAIN_QUARTERS);
  params.seed = g_ascii_strtoull (seed, NULL, 10);
  params.pieces = attr_int (root, "pieces", 0);
  if (!attr_index (root, "diagonal", version, 1, file, &diagonal, error))
    return NULL;
  params.diagonal = diagonal > 0;
  self = _muster_terrain_new (system, &params);

  muster_xml_foreach_child (root, child)
    {
      if (muster_xml_is (child, "table"))
        {
          g_autofree char *unit = muster_xml_get_attr (child, "unit");

          self->params.width = attr_double (child, "width", params.width);
          self->params.depth = attr_double (child, "depth", params.depth);
          self->params.uw = attr_double (child, "uw", 0);
          if (unit != NULL)
            {
              g_free (self->unit);
              self->unit = g_steal_pointer (&unit);
            }
        }
      else if (muster_xml_is (child, "bidding"))
        {
          g_autofree char *bseed = muster_xml_get_attr (child, "seed");
          MusterBidding *b = muster_bidding_new (g_ascii_strtoull (bseed, NULL, 10), attr_int (child, "max", 6));
          g_autoptr(GError) move_error = NULL;

          muster_terrain_set_bidding (self, b);
          muster_xml_foreach_child (child, mn)
            {
              gboolean ok;
              gint64 player;

              if (move_error != NULL)
                break;
              if (!attr_index (mn, "player", version, 1, file, &player, error))
                return NULL;
              if (player != b->to_move)
                {
                  muster_xml_set_error_at (error, MUSTER_ERROR_INVALID, file, mn,
                                           _("It is player %d's move here, not player %d's."),
                                           b->to_move + 1, (int) player + 1);
                  return NULL;
                }
              ok = attr_bool (mn, "accept") ? muster_bidding_accept (b, &move_error)
                                            : muster_bidding_bid (b, attr_int (mn, "bid", 0), &move_error);
              if (!ok)
                {
                  muster_xml_set_error_at (error, MUSTER_ERROR_INVALID, file, mn, "%s", move_error->message);
                  return NULL;
                }
            }
        }
      else if (muster_xml_is (child, "piece"))
        {
          MusterTerrainPiece p = { 0 };
          g_autofree char *type = muster_xml_get_attr (child, "type");
          gint64 player, option;

          if (type != NULL)
            {
              p.piece = muster_system_lookup_piece (system, type);
              if (p.piece == NULL)
                {
                  muster_xml_set_error_at (error, MUSTER_ERROR_REFERENCE, file, child,
                                           _("The system “%s” has no terrain piece “%s”."), system_id, type);
                  return NULL;
                }
            }
          muster_xml_foreach_child (child, vn)
            {
              g_autofree char *ref = muster_xml_get_attr (vn, "ref");
              const MusterVariant *v = p.piece != NULL ? muster_piece_lookup_variant (p.piece, ref) : NULL;

              if (v == NULL || p.n_variants >= MUSTER_TERRAIN_MAX_SUB)
                {
                  muster_xml_set_error_at (error, MUSTER_ERROR_REFERENCE, file, vn,
                                           _("The terrain piece “%s” has no variant “%s”."),
                                           type != NULL ? type : "", ref);
                  return NULL;
                }
              p.variants[p.n_variants++] = v;
            }
          if (!attr_index (child, "player", version, 1, file, &player, error)
              || !attr_index (child, "option", version, 999, file, &option, error))
            return NULL;
          p.sector = attr_int (child, "sector", 0);
          p.quarter = attr_int (child, "quarter", 0);
          p.player = (int) player;
          p.table_roll = attr_int (child, "roll", 0);
          p.option = (int) MAX (option, 0);
          p.n_options = attr_int (child, "options", 0);
          p.edge = attr_bool (child, "edge");
          p.crosses = attr_bool (child, "crosses");
          p.x = attr_double (child, "x", 0);
          p.y = attr_double (child, "y", 0);
          p.width = attr_double (child, "width", 1);
          p.depth = attr_double (child, "depth", 1);
          p.rotation = attr_double (child, "rotation", 0);
          p.scatter_raw = attr_int (child, "scatter", 0);
          p.scatter_uw = attr_int (child, "distance", 0);
          p.scatter_angle = attr_int (child, "angle", 0);
          p.from_x = attr_double (child, "from-x", p.x);
          p.from_y = attr_double (child, "from-y", p.y);
          p.removed = attr_bool (child, "removed");
          p.nudged = attr_bool (child, "nudged");
          p.moved = attr_bool (child, "moved");
          if (p.option < 0 || (p.n_options > 0 && p.option >= p.n_options))
            {
              muster_xml_set_error_at (error, MUSTER_ERROR_INVALID, file, child,
                                       _("The piece chose alternative %d of %d."), p.option + 1, p.n_options);
              return NULL;
            }
          g_array_append_val (self->pieces, p);
        }
      else if (muster_xml_is (child, "log"))
        {
          guint bidding_rolls = 0;

          /* the bidding's own rolls come first; they are rolled again from
           * its seed, so they are checked rather than copied */
          if (self->bidding != NULL)
            bidding_rolls = self->bidding->log->len;
          muster_xml_foreach_child (child, rn)
            {
              MusterRoll r;

              if (!read_roll (rn, &r, version, file, error))
                return NULL;
              if (bidding_rolls > 0)
                {
                  const MusterRoll *mine = &g_array_index (self->bidding->log, MusterRoll,
                                                           self->bidding->log->len - bidding_rolls);
                  if (mine->result != r.result || mine->purpose != r.purpose)
                    {
                      muster_xml_set_error_at (error, MUSTER_ERROR_INVALID, file, rn,
                                               _("The roll-off does not match the bidding's seed."));
                      return NULL;
                    }
                  bidding_rolls--;
                  continue;
                }
              g_array_append_val (self->log, r);
            }
        }
    }
  return g_steal_pointer (&self);
}

MusterTerrain *
muster_terrain_load_memory (MusterCatalog *catalog,
                            const char    *data,
                            gsize          length,
                            const char    *display_name,
                            GError       **error)
{
  g_return_val_if_fail (MUSTER_IS_CATALOG (catalog), NULL);
  return muster_xml_read (NULL, data, length, display_name, MUSTER_SCHEMA_TERRAIN,
                          (MusterDocReader) muster_terrain_load_doc, catalog, error);
}

MusterTerrain *
muster_terrain_load_file (MusterCatalog *catalog,
                          const char    *path,
                          GError       **error)
{
  g_return_val_if_fail (MUSTER_IS_CATALOG (catalog), NULL);
  return muster_xml_read (path, NULL, 0, path, MUSTER_SCHEMA_TERRAIN,
                          (MusterDocReader) muster_terrain_load_doc, catalog, error);
}
