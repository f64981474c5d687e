/* muster-system.c: loading a game system from its folder (system.xml and
 * factions/<id>.xml) through the safe loader, resolving every id reference and
 * parsing every expression once, so that a bad file is refused whole with
 * file:line:column and a loaded system is complete and consistent.
 */
#include "config.h"

#include "muster-system.h"
#include "muster-dice.h"
#include "muster-xml.h"
#include "muster-system-loader.h"

#include <math.h>
#include <string.h>

#include <glib/gi18n-lib.h>


G_DEFINE_FINAL_TYPE (MusterSystem, muster_system, G_TYPE_OBJECT)

typedef struct
{
  char *literal;
  MusterExpr *expr;
  gboolean is_name;
} TemplatePart;

struct _MusterTemplate
{
  GArray *parts;
};

/* ---- freeing ---- */

void
muster_loader_stats_free (char **stats, guint n)
{
  if (stats == NULL)
    return;
  for (guint i = 0; i < n; i++)
    g_free (stats[i]);
  g_free (stats);
}

void
muster_loader_weapon_free (MusterWeapon *w, guint n_fields)
{
  if (w == NULL)
    return;
  g_free (w->id);
  g_free (w->source);
  muster_text_clear (&w->name);
  muster_text_clear (&w->text);
  muster_loader_stats_free (w->stats, n_fields);
  if (w->bands != NULL)
    {
      for (guint i = 0; i < w->bands->len; i++)
        g_free (g_array_index (w->bands, MusterBand, i).value);
      g_array_unref (w->bands);
    }
  g_free (w);
}

static void
template_free (MusterTemplate *t)
{
  if (t == NULL)
    return;
  for (guint i = 0; i < t->parts->len; i++)
    {
      TemplatePart *part = &g_array_index (t->parts, TemplatePart, i);
      g_free (part->literal);
      g_clear_pointer (&part->expr, muster_expr_free);
    }
  g_array_unref (t->parts);
  g_free (t);
}

void
muster_loader_board_entries_free (GArray *entries)
{
  if (entries == NULL)
    return;
  for (guint i = 0; i < entries->len; i++)
    {
      MusterBoardEntry *e = &g_array_index (entries, MusterBoardEntry, i);
      g_free (e->id);
      muster_text_clear (&e->name);
      muster_text_clear (&e->text);
    }
  g_array_unref (entries);
}

static void
muster_system_finalize (GObject *object)
{
  MusterSystem *self = MUSTER_SYSTEM (object);
  guint n_weapon_fields = self->fields[MUSTER_FIELD_SCOPE_WEAPON]->len;
  guint n_commander_fields = self->fields[MUSTER_FIELD_SCOPE_COMMANDER]->len;
  guint n_preparation_fields = self->fields[MUSTER_FIELD_SCOPE_PREPARATION]->len;

  g_free (self->id);
  g_free (self->folder);
  g_free (self->source);
  muster_text_clear (&self->name);
  muster_text_clear (&self->text);
  g_free (self->army.currency);

  muster_loader_free_factions (self);

  for (guint i = 0; i < self->all_preparations->len; i++)
    {
      MusterPreparation *p = g_ptr_array_index (self->all_preparations, i);
      g_free (p->id);
      muster_text_clear (&p->name);
      muster_text_clear (&p->text);
      muster_loader_stats_free (p->stats, n_preparation_fields);
      g_free (p->numbers);
      g_free (p->source);
      g_free (p);
    }
  g_ptr_array_unref (self->all_preparations);
  g_ptr_array_unref (self->preparations);
  g_hash_table_unref (self->preparation_index);

  for (guint i = 0; i < self->tiers->len; i++)
    {
      MusterCommanderTier *t = g_ptr_array_index (self->tiers, i);
      g_free (t->id);
      muster_text_clear (&t->name);
      muster_text_clear (&t->text);
      muster_loader_stats_free (t->stats, n_commander_fields);
      g_free (t->numbers);
      g_free (t->source);
      g_free (t);
    }
  g_ptr_array_unref (self->tiers);
  g_hash_table_unref (self->tier_index);

  for (guint i = 0; i < self->roles->len; i++)
    {
      MusterCommanderRole *r = g_ptr_array_index (self->roles, i);
      g_free (r->id);
      muster_text_clear (&r->name);
      muster_text_clear (&r->text);
      g_clear_pointer (&r->max, muster_expr_free);
      g_free (r);
    }
  g_ptr_array_unref (self->roles);
  g_hash_table_unref (self->role_index);

  for (guint i = 0; i < self->weapons->len; i++)
    muster_loader_weapon_free (g_ptr_array_index (self->weapons, i), n_weapon_fields);
  g_ptr_array_unref (self->weapons);
  g_hash_table_unref (self->weapon_index);

  g_ptr_array_extend_and_steal (self->unit_values, self->regiment_values);
  for (guint i = 0; i < self->unit_values->len; i++)
    {
      MusterUnitValue *v = g_ptr_array_index (self->unit_values, i);
      g_free (v->id);
      muster_text_clear (&v->name);
      muster_text_clear (&v->text);
      g_clear_pointer (&v->expr, muster_expr_free);
      g_free (v);
    }
  g_ptr_array_unref (self->unit_values);

  for (guint i = 0; i < self->derived->len; i++)
    {
      MusterDerived *d = g_ptr_array_index (self->derived, i);
      g_free (d->id);
      muster_text_clear (&d->name);
      muster_text_clear (&d->text);
      g_clear_pointer (&d->expr, muster_expr_free);
      for (guint j = 0; j < d->terms->len; j++)
        {
          MusterTerm *t = &g_array_index (d->terms, MusterTerm, j);
          muster_text_clear (&t->label);
          g_clear_pointer (&t->expr, muster_expr_free);
        }
      g_array_unref (d->terms);
      g_free (d);
    }
  g_ptr_array_unref (self->derived);
  g_hash_table_unref (self->derived_index);

  for (guint i = 0; i < self->constraints->len; i++)
    {
      MusterConstraint *c = g_ptr_array_index (self->constraints, i);
      g_free (c->id);
      g_clear_pointer (&c->test, muster_expr_free);
      template_free (c->message_en);
      template_free (c->message_ru);
      g_free (c->source);
      g_free (c);
    }
  g_ptr_array_unref (self->constraints);

  for (guint i = 0; i < self->orders->len; i++)
    {
      MusterOrder *o = g_ptr_array_index (self->orders, i);
      g_free (o->id);
      muster_text_clear (&o->name);
      muster_text_clear (&o->short_name);
      muster_text_clear (&o->text);
      muster_text_clear (&o->card);
      g_free (o->source);
      g_free (o);
    }
  g_ptr_array_unref (self->orders);

  if (self->ambush_marker != NULL)
    {
      muster_text_clear (&self->ambush_marker->name);
      muster_text_clear (&self->ambush_marker->text);
      muster_text_clear (&self->ambush_marker->decoy);
      g_free (self->ambush_marker->source);
      g_free (self->ambush_marker);
    }
  if (self->board != NULL)
    {
      muster_text_clear (&self->board->name);
      muster_text_clear (&self->board->text);
      g_free (self->board->source);
      g_free (self->board);
    }

  for (guint i = 0; i < self->tables->len; i++)
    {
      MusterTable *t = g_ptr_array_index (self->tables, i);
      g_free (t->id);
      muster_text_clear (&t->name);
      muster_text_clear (&t->text);
      g_ptr_array_unref (t->column_ids);
      for (guint j = 0; j < t->columns->len; j++)
        muster_text_clear (&g_array_index (t->columns, MusterText, j));
      g_array_unref (t->columns);
      for (guint j = 0; j < t->rows->len; j++)
        {
          GArray *row = g_ptr_array_index (t->rows, j);
          for (guint k = 0; k < row->len; k++)
            {
              MusterCell *cell = &g_array_index (row, MusterCell, k);
              g_free (cell->value);
              muster_text_clear (&cell->text);
            }
          g_array_unref (row);
        }
      g_ptr_array_unref (t->rows);
      g_free (t->source);
      g_free (t);
    }
  g_ptr_array_unref (self->tables);

  for (guint i = 0; i < self->features->len; i++)
    {
      MusterFeature *f = g_ptr_array_index (self->features, i);
      g_free (f->id);
      muster_text_clear (&f->name);
      muster_text_clear (&f->text);
      g_free (f);
    }
  g_ptr_array_unref (self->features);
  g_hash_table_unref (self->feature_index);

  for (guint i = 0; i < self->pieces->len; i++)
    {
      MusterPiece *p = g_ptr_array_index (self->pieces, i);
      g_free (p->id);
      g_free (p->symbol);
      muster_text_clear (&p->name);
      muster_text_clear (&p->short_name);
      muster_text_clear (&p->text);
      g_ptr_array_unref (p->features);
      for (guint j = 0; j < p->variants->len; j++)
        {
          MusterVariant *v = &g_array_index (p->variants, MusterVariant, j);
          g_free (v->id);
          muster_text_clear (&v->name);
          muster_text_clear (&v->text);
        }
      g_array_unref (p->variants);
      g_free (p->source);
      g_free (p);
    }
  g_ptr_array_unref (self->pieces);
  g_hash_table_unref (self->piece_index);

  if (self->sector_method != NULL)
    {
      MusterSectorMethod *m = self->sector_method;
      muster_text_clear (&m->name);
      g_free (m->sector_dice);
      g_free (m->type_dice);
      g_free (m->unit);
      g_free (m->source);
      for (guint i = 0; i < m->results->len; i++)
        {
          MusterTypeResult *r = &g_array_index (m->results, MusterTypeResult, i);
          g_free (r->sub_dice);
          muster_text_clear (&r->sub_name);
          g_clear_pointer (&r->sub_results, g_array_unref);
        }
      g_array_unref (m->results);
      g_array_unref (m->incompatible);
      g_free (m);
    }
  if (self->quarter_method != NULL)
    {
      MusterQuarterMethod *m = self->quarter_method;
      muster_text_clear (&m->name);
      g_free (m->unit);
      g_free (m->pieces_dice);
      g_free (m->roll_dice);
      g_free (m->scatter_dice);
      g_free (m->source);
      for (guint i = 0; i < m->results->len; i++)
        g_ptr_array_unref (g_array_index (m->results, MusterQuarterResult, i).options);
      g_array_unref (m->results);
      g_free (m);
    }
  g_clear_pointer (&self->scenario_rules, g_ptr_array_unref);
  if (self->grid != NULL)
    {
      g_ptr_array_unref (self->grid->cells);
      g_free (self->grid);
    }

  for (int s = 0; s < MUSTER_N_FIELD_SCOPES; s++)
    {
      for (guint i = 0; i < self->fields[s]->len; i++)
        {
          MusterField *f = g_ptr_array_index (self->fields[s], i);
          g_free (f->id);
          muster_text_clear (&f->name);
          muster_text_clear (&f->short_name);
          muster_text_clear (&f->text);
          g_free (f->default_value);
          g_free (f);
        }
      g_ptr_array_unref (self->fields[s]);
      g_hash_table_unref (self->field_index[s]);
    }

  for (guint i = 0; i < self->categories->len; i++)
    {
      MusterCategory *c = g_ptr_array_index (self->categories, i);
      g_free (c->id);
      muster_text_clear (&c->name);
      muster_text_clear (&c->text);
      g_free (c);
    }
  g_ptr_array_unref (self->categories);
  g_hash_table_unref (self->category_index);

  for (guint i = 0; i < self->tags->len; i++)
    {
      MusterTag *t = g_ptr_array_index (self->tags, i);
      g_free (t->id);
      muster_text_clear (&t->name);
      muster_text_clear (&t->text);
      g_free (t->source);
      g_free (t);
    }
  g_ptr_array_unref (self->tags);
  g_hash_table_unref (self->tag_index);

  g_hash_table_unref (self->unit_ids);
  g_hash_table_unref (self->unit_id_numbers);
  g_ptr_array_unref (self->unit_id_list);
  g_hash_table_unref (self->preparation_id_numbers);
  g_ptr_array_unref (self->preparation_id_list);

  G_OBJECT_CLASS (muster_system_parent_class)->finalize (object);
}

static void
muster_system_class_init (MusterSystemClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = muster_system_finalize;
}

static void
muster_system_init (MusterSystem *self)
{
  for (int s = 0; s < MUSTER_N_FIELD_SCOPES; s++)
    {
      self->fields[s] = g_ptr_array_new ();
      self->field_index[s] = g_hash_table_new (g_str_hash, g_str_equal);
    }
  self->categories = g_ptr_array_new ();
  self->category_index = g_hash_table_new (g_str_hash, g_str_equal);
  self->tags = g_ptr_array_new ();
  self->tag_index = g_hash_table_new (g_str_hash, g_str_equal);
  self->weapons = g_ptr_array_new ();
  self->weapon_index = g_hash_table_new (g_str_hash, g_str_equal);
  self->roles = g_ptr_array_new ();
  self->role_index = g_hash_table_new (g_str_hash, g_str_equal);
  self->tiers = g_ptr_array_new ();
  self->tier_index = g_hash_table_new (g_str_hash, g_str_equal);
  self->preparations = g_ptr_array_new ();
  self->preparation_index = g_hash_table_new (g_str_hash, g_str_equal);
  self->all_preparations = g_ptr_array_new ();
  self->unit_values = g_ptr_array_new ();
  self->regiment_values = g_ptr_array_new ();
  self->derived = g_ptr_array_new ();
  self->derived_index = g_hash_table_new (g_str_hash, g_str_equal);
  self->constraints = g_ptr_array_new ();
  self->orders = g_ptr_array_new ();
  self->tables = g_ptr_array_new ();
  self->factions = g_ptr_array_new ();
  self->faction_index = g_hash_table_new (g_str_hash, g_str_equal);
  self->all_factions = g_ptr_array_new ();
  self->faction_versions = g_hash_table_new_full (g_str_hash, g_str_equal, NULL, (GDestroyNotify) g_ptr_array_unref);
  self->list_errors = g_ptr_array_new_with_free_func (g_free);
  self->features = g_ptr_array_new ();
  self->feature_index = g_hash_table_new (g_str_hash, g_str_equal);
  self->pieces = g_ptr_array_new ();
  self->piece_index = g_hash_table_new (g_str_hash, g_str_equal);
  self->all_units = g_ptr_array_new ();
  self->unit_ids = g_hash_table_new (g_str_hash, g_str_equal);
  self->unit_id_numbers = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->unit_id_list = g_ptr_array_new ();
  self->preparation_id_numbers = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->preparation_id_list = g_ptr_array_new ();
  self->army.currency = g_strdup ("points");
  self->army.costs = TRUE;
}

/* ---- the loader (its state is in muster-system-loader.h) ---- */

void
muster_loader_fail_at (Loader *l, const xmlNode *node, MusterError code, const char *format, ...)
{
  g_autofree char *sentence = NULL;
  va_list args;

  if (l->error != NULL)
    return;
  va_start (args, format);
  sentence = g_strdup_vprintf (format, args);
  va_end (args);
  muster_xml_set_error_at (&l->error, code, l->file, node, "%s", sentence);
}

gboolean
muster_loader_parse_bool_attr (Loader *l, const xmlNode *node, const char *name, gboolean def)
{
  g_autofree char *v = muster_xml_get_attr (node, name);

  if (v == NULL)
    return def;
  return g_str_equal (v, "true") || g_str_equal (v, "1");
}

/* A number as the schemas write one: an optional "-", digits, an optional
 * decimal point (no "+", no exponent, no hexadecimal, no "inf"), with
 * white space around it. */
static gboolean
parse_double (const char *text, double *out)
{
  char *end = NULL;
  const char *p;
  gboolean digits = FALSE, point = FALSE;
  double v;

  if (text == NULL)
    return FALSE;
  while (g_ascii_isspace (*text))
    text++;
  p = text + (*text == '-');
  for (; *p != '\0' && !g_ascii_isspace (*p); p++)
    {
      if (g_ascii_isdigit (*p))
        digits = TRUE;
      else if (*p == '.' && !point)
        point = TRUE;
      else
        return FALSE;
    }
  if (!digits)
    return FALSE;
  v = g_ascii_strtod (text, &end);
  while (end != NULL && g_ascii_isspace (*end))
    end++;
  if (end == NULL || *end != '\0' || !isfinite (v))
    return FALSE;
  *out = v;
  return TRUE;
}

double
muster_loader_parse_double_attr (Loader *l, const xmlNode *node, const char *name, double def)
{
  g_autofree char *v = muster_xml_get_attr (node, name);
  double d;

  if (v == NULL)
    return def;
  if (!parse_double (v, &d))
    {
      muster_loader_fail_at (l, node, MUSTER_ERROR_INVALID, _("The attribute %s=\"%s\" is not a number."), name, v);
      return def;
    }
  return d;
}

int
muster_loader_parse_int_attr (Loader *l, const xmlNode *node, const char *name, int def)
{
  return (int) muster_loader_parse_double_attr (l, node, name, def);
}

/* Reads one <name>/<text>/<short>/<label>/<message> into a MusterText,
 * refusing a third language or a repeated one. */
void
muster_loader_read_text_element (Loader *l, const xmlNode *node, MusterText *text)
{
  g_autofree char *lang = muster_xml_get_lang (node);
  g_autofree char *content = NULL;

  if (lang == NULL || (!g_str_equal (lang, "en") && !g_str_equal (lang, "ru")))
    {
      muster_loader_fail_at (l, node, MUSTER_ERROR_INVALID,
                             _("<%s> has xml:lang=\"%s\"; Muster texts are in English (en) and Russian (ru)."),
                             (const char *) node->name, lang != NULL ? lang : "");
      return;
    }
  if ((g_str_equal (lang, "en") && text->en != NULL) || (g_str_equal (lang, "ru") && text->ru != NULL))
    {
      muster_loader_fail_at (l, node, MUSTER_ERROR_INVALID, _("<%s xml:lang=\"%s\"> is given twice."),
                             (const char *) node->name, lang);
      return;
    }
  content = muster_xml_get_content (node);
  g_strstrip (content);
  muster_text_set (text, lang, content);
}

void
muster_loader_require_both (Loader *l, const xmlNode *owner, const char *element, const MusterText *text, gboolean required)
{
  if (FAILED (l))
    return;
  if (!required && text->en == NULL && text->ru == NULL)
    return;
  if (text->en == NULL || text->ru == NULL)
    muster_loader_fail_at (l, owner, MUSTER_ERROR_INVALID,
                           _("<%s> needs both an English (en) and a Russian (ru) <%s>; the %s one is missing."),
                           (const char *) owner->name, element, text->en == NULL ? "en" : "ru");
}

/* Reads the name/short/text children of node, and the optional source. */
void
muster_loader_read_naming (Loader *l, const xmlNode *node, MusterText *name, MusterText *short_name,
                           MusterText *text, char **source, gboolean name_required)
{
  MusterText dummy_short = { 0 };
  MusterText dummy_text = { 0 };

  muster_xml_foreach_child (node, child)
    {
      if (FAILED (l))
        break;
      if (muster_xml_is (child, "name"))
        muster_loader_read_text_element (l, child, name);
      else if (muster_xml_is (child, "short"))
        muster_loader_read_text_element (l, child, short_name != NULL ? short_name : &dummy_short);
      else if (muster_xml_is (child, "text"))
        muster_loader_read_text_element (l, child, text != NULL ? text : &dummy_text);
      else if (muster_xml_is (child, "source") && source != NULL)
        {
          g_free (*source);
          *source = muster_xml_get_content (child);
          g_strstrip (*source);
        }
    }
  muster_loader_require_both (l, node, "name", name, name_required);
  if (short_name != NULL)
    muster_loader_require_both (l, node, "short", short_name, FALSE);
  if (text != NULL)
    muster_loader_require_both (l, node, "text", text, FALSE);
  muster_text_clear (&dummy_short);
  muster_text_clear (&dummy_text);
}

char *
muster_loader_require_id (Loader *l, const xmlNode *node, const char *attr)
{
  char *id = muster_xml_get_attr (node, attr);

  if (id == NULL)
    muster_loader_fail_at (l, node, MUSTER_ERROR_INVALID, _("<%s> needs a %s attribute."),
                           (const char *) node->name, attr);
  return id;
}

gboolean
muster_loader_check_unique (Loader *l, GHashTable *index, const char *id, const xmlNode *node)
{
  if (FAILED (l))
    return FALSE;
  if (g_hash_table_contains (index, id))
    {
      muster_loader_fail_at (l, node, MUSTER_ERROR_INVALID, _("The id “%s” is used by two <%s> elements."),
                             id, (const char *) node->name);
      return FALSE;
    }
  return TRUE;
}

/* ---- stats ---- */

static gboolean
parse_flag (const char *text, double *out)
{
  if (g_str_equal (text, "true") || g_str_equal (text, "yes") || g_str_equal (text, "1"))
    *out = 1;
  else if (g_str_equal (text, "false") || g_str_equal (text, "no") || g_str_equal (text, "0"))
    *out = 0;
  else
    return FALSE;
  return TRUE;
}

/* Fills stats[] (as written) and numbers[] (for number and flag fields)
 * from the <stat> children of node, with field defaults elsewhere. */
void
muster_loader_read_stats (Loader *l, const xmlNode *node, MusterFieldScope scope,
            char ***stats_out, double **numbers_out, guint extra_numbers)
{
  MusterSystem *sys = l->sys;
  GPtrArray *fields = sys->fields[scope];
  char **stats = g_new0 (char *, fields->len + 1);
  double *numbers = g_new0 (double, fields->len + extra_numbers + 1);

  muster_xml_foreach_child (node, child)
    {
      g_autofree char *field_id = NULL;
      g_autofree char *value = NULL;
      const MusterField *field;

      if (FAILED (l))
        break;
      if (!muster_xml_is (child, "stat"))
        continue;
      field_id = muster_xml_get_attr (child, "field");
      field = g_hash_table_lookup (sys->field_index[scope], field_id);
      if (field == NULL)
        {
          static const char *scope_names[] = { "unit", "weapon", "commander", "preparation" };
          muster_loader_fail_at (l, child, MUSTER_ERROR_REFERENCE,
                                 _("There is no field “%s” with scope=\"%s\"; declare it in <fields>."),
                                 field_id, scope_names[scope]);
          break;
        }
      if (stats[field->index] != NULL)
        {
          muster_loader_fail_at (l, child, MUSTER_ERROR_INVALID, _("The field “%s” is given twice."), field_id);
          break;
        }
      value = muster_xml_get_content (child);
      g_strstrip (value);
      if (field->kind == MUSTER_FIELD_NUMBER && !parse_double (value, &numbers[field->index]))
        muster_loader_fail_at (l, child, MUSTER_ERROR_INVALID, _("The field “%s” is a number, but its value is “%s”."),
                               field_id, value);
      else if (field->kind == MUSTER_FIELD_FLAG && !parse_flag (value, &numbers[field->index]))
        muster_loader_fail_at (l, child, MUSTER_ERROR_INVALID,
                               _("The field “%s” is a flag (true or false), but its value is “%s”."), field_id, value);
      stats[field->index] = g_steal_pointer (&value);
    }

  for (guint i = 0; i < fields->len && !FAILED (l); i++)
    {
      const MusterField *field = g_ptr_array_index (fields, i);

      if (stats[i] != NULL || field->default_value == NULL)
        continue;
      if (field->kind == MUSTER_FIELD_NUMBER)
        parse_double (field->default_value, &numbers[i]);
      else if (field->kind == MUSTER_FIELD_FLAG)
        parse_flag (field->default_value, &numbers[i]);
    }

  *stats_out = stats;
  if (numbers_out != NULL)
    *numbers_out = numbers;
  else
    g_free (numbers);
}

/* ---- expressions ---- */

static gboolean
resolve_field (MusterSystem *sys, MusterFieldScope scope, const char *name, guint *index)
{
  const MusterField *field = g_hash_table_lookup (sys->field_index[scope], name);

  if (field == NULL || field->kind == MUSTER_FIELD_TEXT)
    return FALSE;
  *index = field->index;
  return TRUE;
}

static gboolean
resolve_name (gpointer data, MusterScope scope, const char *name, guint *ref)
{
  Loader *l = data;
  MusterSystem *sys = l->sys;
  guint index;

  switch (scope)
    {
    case MUSTER_SCOPE_UNIT:
      if (resolve_field (sys, MUSTER_FIELD_SCOPE_UNIT, name, &index))
        {
          *ref = MUSTER_REF (MUSTER_REF_UNIT_NUMBER, index);
          return TRUE;
        }
      for (guint i = 0; i < l->unit_values_visible; i++)
        {
          const MusterUnitValue *v = g_ptr_array_index (sys->unit_values, i);
          if (g_str_equal (v->id, name))
            {
              *ref = MUSTER_REF (MUSTER_REF_UNIT_NUMBER, sys->fields[MUSTER_FIELD_SCOPE_UNIT]->len + i);
              return TRUE;
            }
        }
      if (g_str_equal (name, "cost"))
        {
          *ref = MUSTER_REF (MUSTER_REF_UNIT_COST, 0);
          return TRUE;
        }
      if (!l->unit_value_mode)
        {
          if (g_str_equal (name, "reserve"))
            {
              *ref = MUSTER_REF (MUSTER_REF_UNIT_RESERVE, 0);
              return TRUE;
            }
          if (g_str_equal (name, "column"))
            {
              *ref = MUSTER_REF (MUSTER_REF_UNIT_COLUMN, 0);
              return TRUE;
            }
          if (g_str_equal (name, "in_faction"))
            {
              *ref = MUSTER_REF (MUSTER_REF_UNIT_IN_FACTION, 0);
              return TRUE;
            }
          if (g_str_equal (name, "chief"))
            {
              *ref = MUSTER_REF (MUSTER_REF_UNIT_CHIEF, 0);
              return TRUE;
            }
        }
      break;

    case MUSTER_SCOPE_COMMANDER:
      if (resolve_field (sys, MUSTER_FIELD_SCOPE_COMMANDER, name, &index))
        {
          *ref = MUSTER_REF (MUSTER_REF_COMMANDER_NUMBER, index);
          return TRUE;
        }
      if (g_str_equal (name, "cost"))
        {
          *ref = MUSTER_REF (MUSTER_REF_COMMANDER_COST, 0);
          return TRUE;
        }
      break;

    case MUSTER_SCOPE_PREPARATION:
      if (resolve_field (sys, MUSTER_FIELD_SCOPE_PREPARATION, name, &index))
        {
          *ref = MUSTER_REF (MUSTER_REF_PREPARATION_NUMBER, index);
          return TRUE;
        }
      if (g_str_equal (name, "cost"))
        *ref = MUSTER_REF (MUSTER_REF_PREPARATION_COST, 0);
      else if (g_str_equal (name, "copies"))
        *ref = MUSTER_REF (MUSTER_REF_PREPARATION_COPIES, 0);
      else if (g_str_equal (name, "repeatable"))
        *ref = MUSTER_REF (MUSTER_REF_PREPARATION_REPEATABLE, 0);
      else
        break;
      return TRUE;

    case MUSTER_SCOPE_REGIMENT:
      if (g_str_equal (name, "cost"))
        *ref = MUSTER_REF (MUSTER_REF_REGIMENT_COST, 0);
      else if (g_str_equal (name, "size"))
        *ref = MUSTER_REF (MUSTER_REF_REGIMENT_SIZE, 0);
      else if (g_str_equal (name, "reserve"))
        *ref = MUSTER_REF (MUSTER_REF_REGIMENT_RESERVE, 0);
      else if (g_str_equal (name, "column"))
        *ref = MUSTER_REF (MUSTER_REF_REGIMENT_COLUMN, 0);
      else
        {
          for (guint i = 0; i < l->regiment_values_visible; i++)
            if (g_str_equal (((MusterRegimentValue *) g_ptr_array_index (sys->regiment_values, i))->id, name))
              {
                *ref = MUSTER_REF (MUSTER_REF_REGIMENT_VALUE, i);
                return TRUE;
              }
          break;
        }
      return TRUE;

    case MUSTER_SCOPE_ARMY:
    case MUSTER_N_SCOPES:
    default:
      break;
    }

  if (l->unit_value_mode)
    return FALSE;

  /* army names are visible everywhere */
  if (g_str_equal (name, "points"))
    {
      *ref = MUSTER_REF (MUSTER_REF_POINTS, 0);
      return TRUE;
    }
  for (guint i = 0; i < l->derived_visible; i++)
    {
      const MusterDerived *d = g_ptr_array_index (sys->derived, i);
      if (g_str_equal (d->id, name))
        {
          *ref = MUSTER_REF (MUSTER_REF_DERIVED, i);
          return TRUE;
        }
    }
  return FALSE;
}

gboolean
muster_loader_lookup_number (GHashTable *table, const char *id, guint *index)
{
  gpointer value = g_hash_table_lookup (table, id);

  if (value == NULL)
    return FALSE;
  *index = GPOINTER_TO_UINT (value) - 1;
  return TRUE;
}

static gboolean
resolve_atom (gpointer data, MusterScope scope, const char *kind, const char *id, guint *ref)
{
  Loader *l = data;
  MusterSystem *sys = l->sys;
  const MusterCategory *category;
  const MusterTag *tag;
  const MusterCommanderRole *role;
  const MusterCommanderTier *tier;
  guint index;

  if (scope == MUSTER_SCOPE_UNIT)
    {
      if (g_str_equal (kind, "category") && (category = g_hash_table_lookup (sys->category_index, id)))
        {
          *ref = MUSTER_REF (MUSTER_REF_ATOM_CATEGORY, category->index);
          return TRUE;
        }
      if (g_str_equal (kind, "tag") && (tag = g_hash_table_lookup (sys->tag_index, id)))
        {
          *ref = MUSTER_REF (MUSTER_REF_ATOM_TAG, tag->index);
          return TRUE;
        }
      if (g_str_equal (kind, "type"))
        {
          /* unit ids are known only once factions are read: intern now */
          if (!muster_loader_lookup_number (sys->unit_id_numbers, id, &index))
            {
              index = sys->unit_id_list->len;
              g_ptr_array_add (sys->unit_id_list, NULL);
              g_hash_table_insert (sys->unit_id_numbers, g_strdup (id), GUINT_TO_POINTER (index + 1));
            }
          *ref = MUSTER_REF (MUSTER_REF_ATOM_UNIT_TYPE, index);
          return TRUE;
        }
    }
  else if (scope == MUSTER_SCOPE_COMMANDER)
    {
      if (g_str_equal (kind, "role") && (role = g_hash_table_lookup (sys->role_index, id)))
        {
          *ref = MUSTER_REF (MUSTER_REF_ATOM_ROLE, role->index);
          return TRUE;
        }
      if (g_str_equal (kind, "tier") && (tier = g_hash_table_lookup (sys->tier_index, id)))
        {
          *ref = MUSTER_REF (MUSTER_REF_ATOM_TIER, tier->index);
          return TRUE;
        }
    }
  else if (scope == MUSTER_SCOPE_PREPARATION && g_str_equal (kind, "type"))
    {
      if (!muster_loader_lookup_number (sys->preparation_id_numbers, id, &index))
        {
          index = sys->preparation_id_list->len;
          g_ptr_array_add (sys->preparation_id_list, NULL);
          g_hash_table_insert (sys->preparation_id_numbers, g_strdup (id), GUINT_TO_POINTER (index + 1));
        }
      *ref = MUSTER_REF (MUSTER_REF_ATOM_PREPARATION, index);
      return TRUE;
    }
  return FALSE;
}

/* Why a name that resolve_name() refused means nothing: the value being
 * defined, or one defined further down. */
static char *
explain_name (gpointer data, MusterScope scope, const char *name)
{
  Loader *l = data;

  if (l->defining != NULL && g_str_equal (name, l->defining))
    return g_strdup_printf (_("“%s” refers to itself; a value cannot be computed from its own value"), name);
  if (l->section_ids == NULL || !g_hash_table_contains (l->section_ids, name)
      || (l->unit_value_mode && scope != MUSTER_SCOPE_UNIT))
    return NULL;
  if (l->unit_value_mode)
    return g_strdup_printf (_("the unit value “%s” is defined further down; an expression may use only the unit values above it"),
                            name);
  return g_strdup_printf (_("the derived value “%s” is defined further down; an expression may use only the derived values above it"),
                          name);
}

MusterExpr *
muster_loader_parse_expr (Loader *l, const xmlNode *node, const char *attr, const char *text, MusterScope scope)
{
  MusterExprResolver resolver = {
    .resolve_name = resolve_name,
    .resolve_atom = resolve_atom,
    .data = l,
    .allow_collections = !l->unit_value_mode,
    .explain_name = explain_name,
  };
  g_autoptr(GError) error = NULL;
  MusterExpr *expr;

  if (FAILED (l))
    return NULL;
  /* each expression is held to its own limits by the parser (nothing
   * is built for one that is too long); together, wherever they stand,
   * they are held to this one, so that no system makes Muster build more
   * than a few megabytes of expression trees */
  expr = muster_expr_parse (text, scope, &resolver, &error);
  if (expr == NULL)
    {
      if (attr != NULL)
        muster_loader_fail_at (l, node, MUSTER_ERROR_EXPRESSION, _("In %s=\"…\": %s"), attr, error->message);
      else
        muster_loader_fail_at (l, node, MUSTER_ERROR_EXPRESSION, _("In a {…} of the message: %s"), error->message);
      return NULL;
    }
  l->expr_chars += g_utf8_strlen (text, -1);
  if (l->expr_chars > MUSTER_SYSTEM_MAX_EXPR_CHARS)
    {
      muster_loader_fail_at (l, node, MUSTER_ERROR_TOO_LARGE,
                             _("The system's expressions, with those of its messages, hold more than %d characters together."),
                             MUSTER_SYSTEM_MAX_EXPR_CHARS);
      g_clear_pointer (&expr, muster_expr_free);
    }
  return expr;
}

MusterExpr *
muster_loader_parse_expr_attr (Loader *l, const xmlNode *node, const char *attr, MusterScope scope)
{
  g_autofree char *text = muster_xml_get_attr (node, attr);

  if (text == NULL)
    {
      muster_loader_fail_at (l, node, MUSTER_ERROR_INVALID, _("<%s> needs a %s attribute."),
                             (const char *) node->name, attr);
      return NULL;
    }
  return muster_loader_parse_expr (l, node, attr, text, scope);
}

static MusterTemplate *
parse_template (Loader *l, const xmlNode *node, const char *text, MusterScope scope)
{
  MusterTemplate *t = g_new0 (MusterTemplate, 1);
  const char *p = text;
  guint n_fields = 0;

  t->parts = g_array_new (FALSE, TRUE, sizeof (TemplatePart));
  while (*p != '\0' && !FAILED (l))
    {
      const char *open = strchr (p, '{');
      const char *close;
      TemplatePart part = { 0 };

      if (open == NULL)
        {
          part.literal = g_strdup (p);
          g_array_append_val (t->parts, part);
          break;
        }
      if (open > p)
        {
          part.literal = g_strndup (p, open - p);
          g_array_append_val (t->parts, part);
          memset (&part, 0, sizeof part);
        }
      close = strchr (open, '}');
      if (close == NULL)
        {
          muster_loader_fail_at (l, node, MUSTER_ERROR_EXPRESSION,
                                 _("The message has a “{” without its “}”."));
          break;
        }
      if (++n_fields > MUSTER_TEMPLATE_MAX_FIELDS)
        {
          muster_loader_fail_at (l, node, MUSTER_ERROR_TOO_LARGE,
                                 _("The message has more than %d {…}."), MUSTER_TEMPLATE_MAX_FIELDS);
          break;
        }
      {
        g_autofree char *inner = g_strstrip (g_strndup (open + 1, close - open - 1));

        if (g_str_equal (inner, "name"))
          part.is_name = TRUE;
        else
          part.expr = muster_loader_parse_expr (l, node, NULL, inner, scope);
      }
      g_array_append_val (t->parts, part);
      p = close + 1;
    }
  return t;
}

/* Appends text, cutting the message at MUSTER_TEMPLATE_MAX_BYTES (on a
 * character boundary, with "…"): a long name or text repeated by {name},
 * or by a constraint checked for every unit, stays a message. FALSE when
 * the message is full. */
static gboolean
append_capped (GString *out, const char *text)
{
  gsize room, length = strlen (text);

  room = MUSTER_TEMPLATE_MAX_BYTES - MIN (out->len, MUSTER_TEMPLATE_MAX_BYTES);
  if (length <= room)
    {
      g_string_append_len (out, text, length);
      return TRUE;
    }
  room -= MIN (room, strlen ("…"));
  while (room > 0 && (text[room] & 0xC0) == 0x80)
    room--;
  g_string_append_len (out, text, room);
  g_string_append (out, "…");
  return FALSE;
}

char *
muster_template_expand (const MusterTemplate *tmpl,
                        const MusterExprEnv  *env,
                        gpointer              ctx,
                        const char           *item_name)
{
  GString *out = g_string_new (NULL);

  g_return_val_if_fail (tmpl != NULL, NULL);

  for (guint i = 0; i < tmpl->parts->len; i++)
    {
      const TemplatePart *part = &g_array_index (tmpl->parts, TemplatePart, i);
      gboolean room = TRUE;

      if (part->literal != NULL)
        room = append_capped (out, part->literal);
      else if (part->is_name)
        room = append_capped (out, item_name != NULL ? item_name : "");
      else if (part->expr != NULL)
        {
          g_autofree char *num = muster_format_number (muster_expr_eval (part->expr, env, ctx));
          room = append_capped (out, num);
        }
      if (!room)
        break;
    }
  return g_string_free (out, FALSE);
}

/* ---- sections ---- */

static void
read_army (Loader *l, const xmlNode *node, char **spent_id, char **columns_id)
{
  MusterArmyOptions *a = &l->sys->army;

  a->regiments = muster_loader_parse_bool_attr (l, node, "regiments", FALSE);
  a->unit_reserve = muster_loader_parse_bool_attr (l, node, "unit-reserve", FALSE);
  a->regiment_reserve = muster_loader_parse_bool_attr (l, node, "regiment-reserve", FALSE);
  a->default_points = muster_loader_parse_double_attr (l, node, "default-points", 400);
  a->points_step = muster_loader_parse_double_attr (l, node, "points-step", 50);
  g_free (a->currency);
  a->currency = muster_xml_get_attr (node, "currency");
  if (a->currency == NULL)
    a->currency = g_strdup ("points");
  a->costs = muster_loader_parse_bool_attr (l, node, "costs", TRUE);
  *spent_id = muster_xml_get_attr (node, "spent");
  *columns_id = muster_xml_get_attr (node, "columns");
}

static void
read_fields (Loader *l, const xmlNode *node)
{
  static const char *kinds[] = { "number", "text", "flag" };
  static const char *scopes[] = { "unit", "weapon", "commander", "preparation" };

  muster_xml_foreach_child (node, child)
    {
      MusterField *field;
      g_autofree char *kind = NULL;
      g_autofree char *scope = NULL;

      if (FAILED (l))
        return;
      field = g_new0 (MusterField, 1);
      field->id = muster_loader_require_id (l, child, "id");
      kind = muster_xml_get_attr (child, "kind");
      scope = muster_xml_get_attr (child, "scope");
      field->kind = MUSTER_FIELD_NUMBER;
      for (guint i = 0; kind != NULL && i < G_N_ELEMENTS (kinds); i++)
        if (g_str_equal (kind, kinds[i]))
          field->kind = i;
      field->scope = MUSTER_FIELD_SCOPE_UNIT;
      for (guint i = 0; scope != NULL && i < G_N_ELEMENTS (scopes); i++)
        if (g_str_equal (scope, scopes[i]))
          field->scope = i;
      field->default_value = muster_xml_get_attr (child, "default");
      muster_loader_read_naming (l, child, &field->name, &field->short_name, &field->text, NULL, TRUE);

      if (field->id == NULL || !muster_loader_check_unique (l, l->sys->field_index[field->scope], field->id, child))
        {
          g_free (field->id);
          muster_text_clear (&field->name);
          muster_text_clear (&field->short_name);
          muster_text_clear (&field->text);
          g_free (field->default_value);
          g_free (field);
          return;
        }
      if (field->default_value != NULL && field->kind != MUSTER_FIELD_TEXT)
        {
          double d;
          if (!(field->kind == MUSTER_FIELD_NUMBER ? parse_double (field->default_value, &d)
                                                   : parse_flag (field->default_value, &d)))
            muster_loader_fail_at (l, child, MUSTER_ERROR_INVALID, _("The default “%s” does not fit kind=\"%s\"."),
                                   field->default_value, kinds[field->kind]);
        }
      field->index = l->sys->fields[field->scope]->len;
      g_ptr_array_add (l->sys->fields[field->scope], field);
      g_hash_table_insert (l->sys->field_index[field->scope], field->id, field);
    }
}

static void
read_categories (Loader *l, const xmlNode *node)
{
  muster_xml_foreach_child (node, child)
    {
      MusterCategory *c;
      char *id;

      if (FAILED (l))
        return;
      id = muster_loader_require_id (l, child, "id");
      if (id == NULL || !muster_loader_check_unique (l, l->sys->category_index, id, child))
        {
          g_free (id);
          return;
        }
      c = g_new0 (MusterCategory, 1);
      c->id = id;
      c->index = l->sys->categories->len;
      g_ptr_array_add (l->sys->categories, c);
      g_hash_table_insert (l->sys->category_index, c->id, c);
      muster_loader_read_naming (l, child, &c->name, NULL, &c->text, NULL, TRUE);
    }
}

static void
read_tags (Loader *l, const xmlNode *node)
{
  muster_xml_foreach_child (node, child)
    {
      MusterTag *t;
      char *id;

      if (FAILED (l))
        return;
      id = muster_loader_require_id (l, child, "id");
      if (id == NULL || !muster_loader_check_unique (l, l->sys->tag_index, id, child))
        {
          g_free (id);
          return;
        }
      t = g_new0 (MusterTag, 1);
      t->id = id;
      t->index = l->sys->tags->len;
      t->sample = muster_loader_parse_bool_attr (l, child, "sample", FALSE);
      t->hidden = muster_loader_parse_bool_attr (l, child, "hidden", FALSE);
      g_ptr_array_add (l->sys->tags, t);
      g_hash_table_insert (l->sys->tag_index, t->id, t);
      muster_loader_read_naming (l, child, &t->name, NULL, &t->text, &t->source, TRUE);
    }
  l->sys->n_tag_words = (l->sys->tags->len + 31) / 32;
}

MusterWeapon *
muster_loader_read_weapon (Loader *l, const xmlNode *node, gboolean in_unit)
{
  MusterSystem *sys = l->sys;
  MusterWeapon *w = g_new0 (MusterWeapon, 1);
  g_autofree char *ref = muster_xml_get_attr (node, "ref");

  w->id = muster_xml_get_attr (node, "id");
  if (in_unit && w->id != NULL)
    muster_loader_fail_at (l, node, MUSTER_ERROR_INVALID,
                           _("A unit's <weapon> has no id; refer to a system weapon with ref=\"…\" instead."));
  if (!in_unit && w->id == NULL)
    muster_loader_fail_at (l, node, MUSTER_ERROR_INVALID, _("A weapon of the system's <weapons> needs an id."));
  if (ref != NULL)
    {
      if (!in_unit)
        muster_loader_fail_at (l, node, MUSTER_ERROR_INVALID, _("A weapon of the system's <weapons> cannot refer to another."));
      w->ref = g_hash_table_lookup (sys->weapon_index, ref);
      if (w->ref == NULL && !FAILED (l))
        muster_loader_fail_at (l, node, MUSTER_ERROR_REFERENCE, _("There is no weapon “%s” in the system's <weapons>."), ref);
    }

  muster_loader_read_naming (l, node, &w->name, NULL, &w->text, &w->source, w->ref == NULL);
  muster_loader_read_stats (l, node, MUSTER_FIELD_SCOPE_WEAPON, &w->stats, NULL, 0);
  w->bands = g_array_new (FALSE, TRUE, sizeof (MusterBand));
  muster_xml_foreach_child (node, child)
    {
      MusterBand band = { 0 };

      if (FAILED (l) || !muster_xml_is (child, "band"))
        continue;
      band.from = muster_loader_parse_double_attr (l, child, "from", 0);
      band.to = muster_loader_parse_double_attr (l, child, "to", 0);
      band.value = muster_xml_get_attr (child, "value");
      if (band.to < band.from)
        muster_loader_fail_at (l, child, MUSTER_ERROR_INVALID, _("The band runs from %g to %g: backwards."), band.from, band.to);
      g_array_append_val (w->bands, band);
    }
  return w;
}

static void
read_weapons (Loader *l, const xmlNode *node)
{
  muster_xml_foreach_child (node, child)
    {
      MusterWeapon *w;

      if (FAILED (l))
        return;
      w = muster_loader_read_weapon (l, child, FALSE);
      g_ptr_array_add (l->sys->weapons, w);
      if (w->id != NULL && muster_loader_check_unique (l, l->sys->weapon_index, w->id, child))
        g_hash_table_insert (l->sys->weapon_index, w->id, w);
    }
}

static void
read_commanders (Loader *l, const xmlNode *node)
{
  MusterSystem *sys = l->sys;

  muster_xml_foreach_child (node, child)
    {
      char *id;

      if (FAILED (l))
        return;
      id = muster_loader_require_id (l, child, "id");
      if (id == NULL)
        return;
      if (muster_xml_is (child, "role"))
        {
          MusterCommanderRole *r;

          if (!muster_loader_check_unique (l, sys->role_index, id, child))
            {
              g_free (id);
              return;
            }
          r = g_new0 (MusterCommanderRole, 1);
          r->id = id;
          r->index = sys->roles->len;
          g_ptr_array_add (sys->roles, r);
          g_ptr_array_add (l->role_nodes, (gpointer) child);
          g_hash_table_insert (sys->role_index, r->id, r);
          muster_loader_read_naming (l, child, &r->name, NULL, &r->text, NULL, TRUE);
        }
      else
        {
          MusterCommanderTier *t;

          if (!muster_loader_check_unique (l, sys->tier_index, id, child))
            {
              g_free (id);
              return;
            }
          t = g_new0 (MusterCommanderTier, 1);
          t->id = id;
          t->index = sys->tiers->len;
          t->cost = muster_loader_parse_double_attr (l, child, "cost", 0);
          t->sample = muster_loader_parse_bool_attr (l, child, "sample", FALSE);
          g_ptr_array_add (sys->tiers, t);
          g_hash_table_insert (sys->tier_index, t->id, t);
          muster_loader_read_naming (l, child, &t->name, NULL, &t->text, &t->source, TRUE);
          muster_loader_read_stats (l, child, MUSTER_FIELD_SCOPE_COMMANDER, &t->stats, &t->numbers, 0);
        }
    }
}

MusterPreparation *
muster_loader_read_preparation (Loader *l, const xmlNode *node, const MusterFaction *faction)
{
  MusterSystem *sys = l->sys;
  MusterPreparation *p = g_new0 (MusterPreparation, 1);
  guint number;

  p->id = muster_loader_require_id (l, node, "id");
  p->cost = muster_loader_parse_double_attr (l, node, "cost", 0);
  p->repeatable = muster_loader_parse_bool_attr (l, node, "repeatable", FALSE);
  p->sample = muster_loader_parse_bool_attr (l, node, "sample", FALSE);
  p->faction = faction;
  g_ptr_array_add (sys->all_preparations, p);
  muster_loader_read_naming (l, node, &p->name, NULL, &p->text, &p->source, TRUE);
  muster_loader_read_stats (l, node, MUSTER_FIELD_SCOPE_PREPARATION, &p->stats, &p->numbers, 0);

  if (p->id != NULL)
    {
      if (!muster_loader_lookup_number (sys->preparation_id_numbers, p->id, &number))
        {
          number = sys->preparation_id_list->len;
          g_ptr_array_add (sys->preparation_id_list, p);
          g_hash_table_insert (sys->preparation_id_numbers, g_strdup (p->id), GUINT_TO_POINTER (number + 1));
        }
      else if (g_ptr_array_index (sys->preparation_id_list, number) == NULL)
        sys->preparation_id_list->pdata[number] = p;
      p->number = number;
    }
  return p;
}

static void
read_preparations (Loader *l, const xmlNode *node)
{
  muster_xml_foreach_child (node, child)
    {
      MusterPreparation *p;

      if (FAILED (l))
        return;
      p = muster_loader_read_preparation (l, child, NULL);
      if (p->id != NULL && muster_loader_check_unique (l, l->sys->preparation_index, p->id, child))
        {
          g_ptr_array_add (l->sys->preparations, p);
          g_hash_table_insert (l->sys->preparation_index, p->id, p);
        }
    }
}

static void
read_constraints (Loader *l, const xmlNode *node)
{
  static const struct { const char *name; MusterEach each; MusterScope scope; } eaches[] = {
    { "army", MUSTER_EACH_ARMY, MUSTER_SCOPE_ARMY },
    { "unit", MUSTER_EACH_UNIT, MUSTER_SCOPE_UNIT },
    { "regiment", MUSTER_EACH_REGIMENT, MUSTER_SCOPE_REGIMENT },
    { "commander", MUSTER_EACH_COMMANDER, MUSTER_SCOPE_COMMANDER },
    { "preparation", MUSTER_EACH_PREPARATION, MUSTER_SCOPE_PREPARATION },
  };
  MusterSystem *sys = l->sys;
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);

  muster_xml_foreach_child (node, child)
    {
      MusterConstraint *c;
      g_autofree char *severity = NULL;
      g_autofree char *each = NULL;
      MusterScope scope = MUSTER_SCOPE_ARMY;

      if (FAILED (l))
        return;
      c = g_new0 (MusterConstraint, 1);
      c->id = muster_loader_require_id (l, child, "id");
      g_ptr_array_add (sys->constraints, c);
      if (c->id == NULL || !muster_loader_check_unique (l, seen, c->id, child))
        return;
      g_hash_table_add (seen, c->id);

      severity = muster_xml_get_attr (child, "severity");
      c->severity = (severity != NULL && g_str_equal (severity, "warning"))
                      ? MUSTER_SEVERITY_WARNING : MUSTER_SEVERITY_ERROR;
      each = muster_xml_get_attr (child, "each");
      for (guint i = 0; each != NULL && i < G_N_ELEMENTS (eaches); i++)
        if (g_str_equal (each, eaches[i].name))
          {
            c->each = eaches[i].each;
            scope = eaches[i].scope;
          }
      c->test = muster_loader_parse_expr_attr (l, child, "test", scope);

      muster_xml_foreach_child (child, m)
        {
          if (FAILED (l))
            break;
          if (muster_xml_is (m, "message"))
            {
              g_autofree char *lang = muster_xml_get_lang (m);
              g_autofree char *text = g_strstrip (muster_xml_get_content (m));
              MusterTemplate **slot = (lang != NULL && g_str_equal (lang, "ru")) ? &c->message_ru
                                      : (lang != NULL && g_str_equal (lang, "en")) ? &c->message_en : NULL;

              if (slot == NULL)
                muster_loader_fail_at (l, m, MUSTER_ERROR_INVALID,
                                       _("<message> has xml:lang=\"%s\"; Muster texts are in English (en) and Russian (ru)."),
                                       lang != NULL ? lang : "");
              else if (*slot != NULL)
                muster_loader_fail_at (l, m, MUSTER_ERROR_INVALID, _("<message xml:lang=\"%s\"> is given twice."), lang);
              else
                *slot = parse_template (l, m, text, scope);
            }
          else if (muster_xml_is (m, "source"))
            c->source = g_strstrip (muster_xml_get_content (m));
        }
      if (!FAILED (l) && (c->message_en == NULL || c->message_ru == NULL))
        muster_loader_fail_at (l, child, MUSTER_ERROR_INVALID,
                               _("The constraint “%s” needs a <message> in both English (en) and Russian (ru)."), c->id);
    }
}

static void
read_orders (Loader *l, const xmlNode *node)
{
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);

  muster_xml_foreach_child (node, child)
    {
      MusterOrder *o;

      if (FAILED (l))
        return;
      o = g_new0 (MusterOrder, 1);
      o->id = muster_loader_require_id (l, child, "id");
      g_ptr_array_add (l->sys->orders, o);
      if (o->id == NULL || !muster_loader_check_unique (l, seen, o->id, child))
        return;
      g_hash_table_add (seen, o->id);
      muster_loader_read_naming (l, child, &o->name, &o->short_name, &o->text, &o->source, TRUE);
      muster_xml_foreach_child (child, card)
        if (!FAILED (l) && muster_xml_is (card, "card"))
          muster_loader_read_text_element (l, card, &o->card);
      muster_loader_require_both (l, child, "card", &o->card, FALSE);
    }
}

static void
read_ambush_marker (Loader *l, const xmlNode *node)
{
  MusterAmbushMarker *m = g_new0 (MusterAmbushMarker, 1);

  l->sys->ambush_marker = m;
  muster_loader_read_naming (l, node, &m->name, NULL, &m->text, &m->source, TRUE);
  muster_xml_foreach_child (node, child)
    if (!FAILED (l) && muster_xml_is (child, "decoy"))
      muster_loader_read_text_element (l, child, &m->decoy);
  muster_loader_require_both (l, node, "text", &m->text, TRUE);
  muster_loader_require_both (l, node, "decoy", &m->decoy, TRUE);
}

static void
read_board_info (Loader *l, const xmlNode *node)
{
  MusterBoardInfo *b = g_new0 (MusterBoardInfo, 1);

  l->sys->board = b;
  b->sample = muster_loader_parse_bool_attr (l, node, "sample", FALSE);
  muster_loader_read_naming (l, node, &b->name, NULL, &b->text, &b->source, TRUE);
  muster_loader_require_both (l, node, "text", &b->text, TRUE);
}

static void
read_tables (Loader *l, const xmlNode *node)
{
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);

  muster_xml_foreach_child (node, child)
    {
      MusterTable *t;

      if (FAILED (l))
        return;
      t = g_new0 (MusterTable, 1);
      t->id = muster_loader_require_id (l, child, "id");
      t->sample = muster_loader_parse_bool_attr (l, child, "sample", FALSE);
      t->column_ids = g_ptr_array_new_with_free_func (g_free);
      t->columns = g_array_new (FALSE, TRUE, sizeof (MusterText));
      t->rows = g_ptr_array_new ();
      g_ptr_array_add (l->sys->tables, t);
      if (t->id == NULL || !muster_loader_check_unique (l, seen, t->id, child))
        return;
      g_hash_table_add (seen, t->id);
      muster_loader_read_naming (l, child, &t->name, NULL, &t->text, &t->source, TRUE);

      muster_xml_foreach_child (child, part)
        {
          if (FAILED (l))
            break;
          if (muster_xml_is (part, "column"))
            {
              MusterText name = { 0 };

              g_ptr_array_add (t->column_ids, muster_xml_get_attr (part, "id"));
              muster_xml_foreach_child (part, n)
                if (!FAILED (l))
                  muster_loader_read_text_element (l, n, &name);
              muster_loader_require_both (l, part, "name", &name, TRUE);
              g_array_append_val (t->columns, name);
            }
          else if (muster_xml_is (part, "row"))
            {
              GArray *row = g_array_new (FALSE, TRUE, sizeof (MusterCell));

              g_ptr_array_add (t->rows, row);
              muster_xml_foreach_child (part, cell_node)
                {
                  MusterCell cell = { 0 };

                  if (FAILED (l))
                    break;
                  cell.value = muster_xml_get_attr (cell_node, "value");
                  muster_xml_foreach_child (cell_node, text_node)
                    if (!FAILED (l))
                      muster_loader_read_text_element (l, text_node, &cell.text);
                  g_array_append_val (row, cell);
                  muster_loader_require_both (l, cell_node, "text", &cell.text, FALSE);
                  if (!FAILED (l) && (cell.value != NULL) == muster_text_is_set (&cell.text))
                    muster_loader_fail_at (l, cell_node, MUSTER_ERROR_INVALID,
                                           _("A <cell> holds either a value attribute or <text>s, not both and not neither."));
                }
              if (!FAILED (l) && row->len != t->columns->len)
                muster_loader_fail_at (l, part, MUSTER_ERROR_INVALID,
                                       _("This row of table “%s” has %u cells, but the table has %u columns."),
                                       t->id, row->len, t->columns->len);
            }
        }
    }
}

/* ---- terrain ---- */

static void
dice_range (Loader *l, const xmlNode *node, const char *dice, int *lo, int *hi)
{
  MusterDice d;

  if (!muster_dice_parse (dice, &d))
    {
      muster_loader_fail_at (l, node, MUSTER_ERROR_INVALID, _("“%s” is not dice notation such as d6 or 2d6."), dice);
      *lo = *hi = 0;
      return;
    }
  *lo = muster_dice_min (&d);
  *hi = muster_dice_max (&d);
}

/* Checks that [from, to] ranges cover lo..hi exactly once. */
static void
check_coverage (Loader *l, const xmlNode *node, const char *dice, const int *from, const int *to, guint n)
{
  int lo, hi;

  dice_range (l, node, dice, &lo, &hi);
  for (int face = lo; face <= hi && !FAILED (l); face++)
    {
      guint hits = 0;

      for (guint i = 0; i < n; i++)
        if (face >= from[i] && face <= to[i])
          hits++;
      if (hits != 1)
        muster_loader_fail_at (l, node, MUSTER_ERROR_INVALID,
                               hits == 0 ? _("No result covers a roll of %d on %s.")
                           : _("More than one result covers a roll of %d on %s."),
                               face, dice);
    }
  for (guint i = 0; i < n && !FAILED (l); i++)
    if (from[i] > to[i] || from[i] < lo || to[i] > hi)
      muster_loader_fail_at (l, node, MUSTER_ERROR_INVALID, _("The result %d–%d lies outside what %s can roll (%d–%d)."),
                             from[i], to[i], dice, lo, hi);
}

static void
read_piece_ref (Loader *l, const xmlNode *node, const char *attr,
                const MusterPiece **piece, const MusterVariant **variant)
{
  g_autofree char *ref = muster_xml_get_attr (node, attr);
  char *slash;

  *piece = NULL;
  *variant = NULL;
  if (ref == NULL || g_str_equal (ref, "*"))
    return;
  slash = strchr (ref, '/');
  if (slash != NULL)
    *slash = '\0';
  *piece = g_hash_table_lookup (l->sys->piece_index, ref);
  if (*piece == NULL)
    {
      muster_loader_fail_at (l, node, MUSTER_ERROR_REFERENCE, _("There is no terrain piece “%s”."), ref);
      return;
    }
  if (slash != NULL)
    {
      *variant = muster_piece_lookup_variant (*piece, slash + 1);
      if (*variant == NULL)
        muster_loader_fail_at (l, node, MUSTER_ERROR_REFERENCE, _("The terrain piece “%s” has no variant “%s”."),
                               ref, slash + 1);
    }
}

static void
read_sector_method (Loader *l, const xmlNode *node)
{
  MusterSectorMethod *m = g_new0 (MusterSectorMethod, 1);
  g_autoptr(GArray) from = g_array_new (FALSE, FALSE, sizeof (int));
  g_autoptr(GArray) to = g_array_new (FALSE, FALSE, sizeof (int));
  const xmlNode *type_roll = NULL;
  int lo, hi;

  l->sys->sector_method = m;
  m->results = g_array_new (FALSE, TRUE, sizeof (MusterTypeResult));
  m->incompatible = g_array_new (FALSE, TRUE, sizeof (MusterIncompatible));
  m->sectors = muster_loader_parse_int_attr (l, node, "sectors", 6);
  m->sector_dice = muster_xml_get_attr (node, "sector-dice");
  if (m->sector_dice == NULL)
    m->sector_dice = g_strdup ("d6");
  m->width = muster_loader_parse_double_attr (l, node, "width", 120);
  m->depth = muster_loader_parse_double_attr (l, node, "depth", 120);
  m->unit = muster_xml_get_attr (node, "unit");
  if (m->unit == NULL)
    m->unit = g_strdup ("cm");
  m->max_pieces = muster_loader_parse_int_attr (l, node, "max-pieces", 6);

  dice_range (l, node, m->sector_dice, &lo, &hi);
  if (!FAILED (l) && (lo != 1 || hi != m->sectors))
    muster_loader_fail_at (l, node, MUSTER_ERROR_INVALID, _("The sector die %s does not roll 1 to %d, one face per sector."),
                           m->sector_dice, m->sectors);

  muster_xml_foreach_child (node, child)
    {
      if (FAILED (l))
        return;
      if (muster_xml_is (child, "name"))
        muster_loader_read_text_element (l, child, &m->name);
      else if (muster_xml_is (child, "source"))
        m->source = g_strstrip (muster_xml_get_content (child));
      else if (muster_xml_is (child, "incompatible"))
        {
          MusterIncompatible inc = { 0 };
          read_piece_ref (l, child, "a", &inc.a_piece, &inc.a_variant);
          read_piece_ref (l, child, "b", &inc.b_piece, &inc.b_variant);
          if (!FAILED (l) && inc.a_piece == NULL)
            muster_loader_fail_at (l, child, MUSTER_ERROR_INVALID, _("The first piece of an incompatible pair cannot be “*”."));
          g_array_append_val (m->incompatible, inc);
        }
      else if (muster_xml_is (child, "type-roll"))
        {
          type_roll = child;
          m->type_dice = muster_xml_get_attr (child, "dice");
          if (m->type_dice == NULL)
            m->type_dice = g_strdup ("d6");
          muster_xml_foreach_child (child, rn)
            {
              MusterTypeResult r = { 0 };
              g_autofree char *piece_id = NULL;

              if (FAILED (l))
                break;
              r.from = muster_loader_parse_int_attr (l, rn, "from", 0);
              r.to = muster_loader_parse_int_attr (l, rn, "to", 0);
              g_array_append_val (from, r.from);
              g_array_append_val (to, r.to);
              piece_id = muster_xml_get_attr (rn, "piece");
              r.piece = g_hash_table_lookup (l->sys->piece_index, piece_id);
              if (r.piece == NULL)
                muster_loader_fail_at (l, rn, MUSTER_ERROR_REFERENCE, _("There is no terrain piece “%s”."), piece_id);
              muster_xml_foreach_child (rn, sub)
                {
                  g_autoptr(GArray) sfrom = g_array_new (FALSE, FALSE, sizeof (int));
                  g_autoptr(GArray) sto = g_array_new (FALSE, FALSE, sizeof (int));

                  if (FAILED (l) || !muster_xml_is (sub, "sub-roll"))
                    continue;
                  r.sub_dice = muster_xml_get_attr (sub, "dice");
                  if (r.sub_dice == NULL)
                    r.sub_dice = g_strdup ("d6");
                  r.sub_count = muster_loader_parse_int_attr (l, sub, "count", 1);
                  r.sub_results = g_array_new (FALSE, TRUE, sizeof (MusterSubResult));
                  muster_xml_foreach_child (sub, sr)
                    {
                      if (FAILED (l))
                        break;
                      if (muster_xml_is (sr, "name"))
                        muster_loader_read_text_element (l, sr, &r.sub_name);
                      else if (muster_xml_is (sr, "result"))
                        {
                          MusterSubResult s = { 0 };
                          g_autofree char *variant = muster_xml_get_attr (sr, "variant");

                          s.from = muster_loader_parse_int_attr (l, sr, "from", 0);
                          s.to = muster_loader_parse_int_attr (l, sr, "to", 0);
                          g_array_append_val (sfrom, s.from);
                          g_array_append_val (sto, s.to);
                          s.variant = r.piece != NULL ? muster_piece_lookup_variant (r.piece, variant) : NULL;
                          if (s.variant == NULL && !FAILED (l))
                            muster_loader_fail_at (l, sr, MUSTER_ERROR_REFERENCE,
                                                   _("The terrain piece “%s” has no variant “%s”."),
                                                   r.piece != NULL ? r.piece->id : "?", variant);
                          g_array_append_val (r.sub_results, s);
                        }
                    }
                  muster_loader_require_both (l, sub, "name", &r.sub_name, FALSE);
                  check_coverage (l, sub, r.sub_dice, (int *) sfrom->data, (int *) sto->data, sfrom->len);
                }
              g_array_append_val (m->results, r);
            }
        }
    }
  muster_loader_require_both (l, node, "name", &m->name, TRUE);
  if (type_roll != NULL)
    check_coverage (l, type_roll, m->type_dice, (int *) from->data, (int *) to->data, from->len);
}

static void
read_quarter_method (Loader *l, const xmlNode *node)
{
  MusterQuarterMethod *m = g_new0 (MusterQuarterMethod, 1);
  g_autoptr(GArray) from = g_array_new (FALSE, FALSE, sizeof (int));
  g_autoptr(GArray) to = g_array_new (FALSE, FALSE, sizeof (int));
  int lo, hi;

  l->sys->quarter_method = m;
  m->results = g_array_new (FALSE, TRUE, sizeof (MusterQuarterResult));
  m->width = muster_loader_parse_double_attr (l, node, "width", 120);
  m->depth = muster_loader_parse_double_attr (l, node, "depth", 90);
  m->unit = muster_xml_get_attr (node, "unit");
  if (m->unit == NULL)
    m->unit = g_strdup ("cm");
  m->uw = muster_loader_parse_double_attr (l, node, "uw", 0);
  m->uw_sample = muster_loader_parse_bool_attr (l, node, "uw-sample", FALSE);
  m->pieces_dice = muster_xml_get_attr (node, "pieces");
  m->roll_dice = muster_xml_get_attr (node, "roll");
  m->scatter_dice = muster_xml_get_attr (node, "scatter");
  if (m->pieces_dice == NULL)
    m->pieces_dice = g_strdup ("d3");
  if (m->roll_dice == NULL)
    m->roll_dice = g_strdup ("2d6");
  if (m->scatter_dice == NULL)
    m->scatter_dice = g_strdup ("d3");
  m->remove_on = muster_loader_parse_int_attr (l, node, "remove-on", 6);
  m->piece_size_min = muster_loader_parse_double_attr (l, node, "piece-size-min", 1);
  m->piece_size_max = muster_loader_parse_double_attr (l, node, "piece-size-max", 2);
  m->piece_size_sample = muster_loader_parse_bool_attr (l, node, "piece-size-sample", FALSE);
  m->overlap_rerolls = muster_loader_parse_int_attr (l, node, "overlap-rerolls", 6);
  m->overlap_sample = muster_loader_parse_bool_attr (l, node, "overlap-sample", FALSE);

  dice_range (l, node, m->pieces_dice, &lo, &hi);
  dice_range (l, node, m->scatter_dice, &lo, &hi);
  if (!FAILED (l) && m->uw <= 0)
    muster_loader_fail_at (l, node, MUSTER_ERROR_INVALID, _("The unit width uw must be more than 0."));

  muster_xml_foreach_child (node, child)
    {
      if (FAILED (l))
        return;
      if (muster_xml_is (child, "name"))
        muster_loader_read_text_element (l, child, &m->name);
      else if (muster_xml_is (child, "source"))
        m->source = g_strstrip (muster_xml_get_content (child));
      else if (muster_xml_is (child, "result"))
        {
          MusterQuarterResult r = { 0 };

          r.from = muster_loader_parse_int_attr (l, child, "from", 0);
          r.to = muster_loader_parse_int_attr (l, child, "to", 0);
          r.options = g_ptr_array_new ();
          g_array_append_val (from, r.from);
          g_array_append_val (to, r.to);
          muster_xml_foreach_child (child, opt)
            {
              g_autofree char *piece_id = muster_xml_get_attr (opt, "piece");
              const MusterPiece *piece = g_hash_table_lookup (l->sys->piece_index, piece_id);

              if (piece == NULL)
                muster_loader_fail_at (l, opt, MUSTER_ERROR_REFERENCE, _("There is no terrain piece “%s”."), piece_id);
              else
                g_ptr_array_add (r.options, (gpointer) piece);
            }
          g_array_append_val (m->results, r);
        }
    }
  muster_loader_require_both (l, node, "name", &m->name, TRUE);
  check_coverage (l, node, m->roll_dice, (int *) from->data, (int *) to->data, from->len);
}

static void
scenario_rule_free (MusterScenarioRule *rule)
{
  g_free (rule->item);
  g_free (rule->kind);
  g_free (rule->role);
  g_free (rule->half);
  g_free (rule->to);
  g_free (rule->whose);
  muster_text_clear (&rule->name);
  muster_text_clear (&rule->text);
  g_free (rule->source);
  g_free (rule);
}

static void
read_scenario_rule (Loader *l, const xmlNode *node)
{
  MusterScenarioRule *rule = g_new0 (MusterScenarioRule, 1);

  rule->item = muster_xml_get_attr (node, "item");
  rule->kind = muster_xml_get_attr (node, "kind");
  rule->role = muster_xml_get_attr (node, "role");
  rule->half = muster_xml_get_attr (node, "half");
  rule->to = muster_xml_get_attr (node, "to");
  rule->whose = muster_xml_get_attr (node, "whose");
  if (rule->whose == NULL)
    rule->whose = g_strdup ("own");
  rule->min = muster_loader_parse_double_attr (l, node, "min", NAN);
  rule->max = muster_loader_parse_double_attr (l, node, "max", NAN);
  if (l->sys->scenario_rules == NULL)
    l->sys->scenario_rules = g_ptr_array_new_with_free_func ((GDestroyNotify) scenario_rule_free);
  g_ptr_array_add (l->sys->scenario_rules, rule);
  muster_loader_read_naming (l, node, &rule->name, NULL, &rule->text, &rule->source, TRUE);
  if ((rule->half == NULL) == (rule->to == NULL))
    muster_loader_fail_at (l, node, MUSTER_ERROR_INVALID, _("A scenario rule gives either a half of the table or a target (to)."));
  else if (rule->to != NULL && isnan (rule->min) && isnan (rule->max))
    muster_loader_fail_at (l, node, MUSTER_ERROR_INVALID, _("A scenario rule with a target gives a least or a greatest distance."));
}

static void
read_terrain (Loader *l, const xmlNode *node)
{
  MusterSystem *sys = l->sys;

  muster_xml_foreach_child (node, child)
    {
      if (FAILED (l))
        return;
      if (muster_xml_is (child, "feature"))
        {
          MusterFeature *f = g_new0 (MusterFeature, 1);

          f->id = muster_loader_require_id (l, child, "id");
          g_ptr_array_add (sys->features, f);
          if (f->id == NULL || !muster_loader_check_unique (l, sys->feature_index, f->id, child))
            return;
          g_hash_table_insert (sys->feature_index, f->id, f);
          muster_loader_read_naming (l, child, &f->name, NULL, &f->text, NULL, TRUE);
        }
      else if (muster_xml_is (child, "piece"))
        {
          MusterPiece *p = g_new0 (MusterPiece, 1);

          p->id = muster_loader_require_id (l, child, "id");
          p->edge = muster_loader_parse_bool_attr (l, child, "edge", FALSE);
          p->crosses = muster_loader_parse_bool_attr (l, child, "crosses", FALSE);
          p->width = muster_loader_parse_double_attr (l, child, "width", 0);
          p->depth = muster_loader_parse_double_attr (l, child, "depth", 0);
          p->size_sample = muster_loader_parse_bool_attr (l, child, "size-sample", FALSE);
          p->symbol = muster_xml_get_attr (child, "symbol");
          p->features = g_ptr_array_new ();
          p->variants = g_array_new (FALSE, TRUE, sizeof (MusterVariant));
          g_ptr_array_add (sys->pieces, p);
          if (p->id == NULL || !muster_loader_check_unique (l, sys->piece_index, p->id, child))
            return;
          g_hash_table_insert (sys->piece_index, p->id, p);
          muster_loader_read_naming (l, child, &p->name, &p->short_name, &p->text, &p->source, TRUE);
          muster_xml_foreach_child (child, part)
            {
              if (FAILED (l))
                break;
              if (muster_xml_is (part, "feature"))
                {
                  g_autofree char *ref = muster_xml_get_attr (part, "ref");
                  const MusterFeature *f = g_hash_table_lookup (sys->feature_index, ref);

                  if (f == NULL)
                    muster_loader_fail_at (l, part, MUSTER_ERROR_REFERENCE, _("There is no terrain feature “%s”."), ref);
                  else
                    g_ptr_array_add (p->features, (gpointer) f);
                }
              else if (muster_xml_is (part, "variant"))
                {
                  MusterVariant v = { 0 };

                  v.id = muster_loader_require_id (l, part, "id");
                  v.edge = muster_loader_parse_bool_attr (l, part, "edge", FALSE);
                  muster_loader_read_naming (l, part, &v.name, NULL, &v.text, NULL, TRUE);
                  if (v.id != NULL && muster_piece_lookup_variant (p, v.id) != NULL)
                    muster_loader_fail_at (l, part, MUSTER_ERROR_INVALID, _("The variant id “%s” is used twice."), v.id);
                  g_array_append_val (p->variants, v);
                }
            }
        }
      else if (muster_xml_is (child, "scenario-rule"))
        read_scenario_rule (l, child);
      else if (muster_xml_is (child, "sector-method"))
        read_sector_method (l, child);
      else if (muster_xml_is (child, "quarter-method"))
        read_quarter_method (l, child);
      else if (muster_xml_is (child, "grid"))
        {
          MusterGrid *g = g_new0 (MusterGrid, 1);
          g_autofree char *def = muster_xml_get_attr (child, "default");

          sys->grid = g;
          g->cells = g_ptr_array_new ();
          g->columns = muster_loader_parse_int_attr (l, child, "columns", 12);
          g->rows = muster_loader_parse_int_attr (l, child, "rows", 8);
          g->sample = muster_loader_parse_bool_attr (l, child, "sample", FALSE);
          g->default_cell = g_hash_table_lookup (sys->piece_index, def);
          if (g->default_cell == NULL)
            muster_loader_fail_at (l, child, MUSTER_ERROR_REFERENCE, _("There is no terrain piece “%s”."), def);
          muster_xml_foreach_child (child, cell)
            {
              g_autofree char *ref = muster_xml_get_attr (cell, "ref");
              const MusterPiece *p = g_hash_table_lookup (sys->piece_index, ref);

              if (p == NULL)
                muster_loader_fail_at (l, cell, MUSTER_ERROR_REFERENCE, _("There is no terrain piece “%s”."), ref);
              else
                g_ptr_array_add (g->cells, (gpointer) p);
            }
        }
    }
}

/* ---- unit values ---- */

static double
unit_value_name (gpointer ctx, guint ref)
{
  const MusterUnitType *u = ctx;

  switch (MUSTER_REF_KIND (ref))
    {
    case MUSTER_REF_UNIT_NUMBER:
      return u->numbers[MUSTER_REF_INDEX (ref)];
    case MUSTER_REF_UNIT_COST:
      return u->cost;
    default:
      return 0;
    }
}

static gboolean
unit_value_atom (gpointer ctx, guint ref)
{
  const MusterUnitType *u = ctx;
  guint index = MUSTER_REF_INDEX (ref);

  switch (MUSTER_REF_KIND (ref))
    {
    case MUSTER_REF_ATOM_CATEGORY:
      return u->category->index == index;
    case MUSTER_REF_ATOM_TAG:
      return (u->tag_bits[index / 32] >> (index % 32)) & 1;
    case MUSTER_REF_ATOM_UNIT_TYPE:
      return u->number == index;
    default:
      return FALSE;
    }
}

static void
unit_value_each (gpointer ctx, MusterCollection collection, MusterEachFunc func, gpointer data)
{
  /* collections are refused when parsing unit values */
}

static void
compute_unit_values (MusterSystem *sys)
{
  static const MusterExprEnv env = { unit_value_name, unit_value_atom, unit_value_each };
  guint base = sys->fields[MUSTER_FIELD_SCOPE_UNIT]->len;

  for (guint i = 0; i < sys->all_units->len; i++)
    {
      MusterUnitType *u = g_ptr_array_index (sys->all_units, i);

      if (u->numbers == NULL)
        continue;
      for (guint v = 0; v < sys->unit_values->len; v++)
        {
          const MusterUnitValue *value = g_ptr_array_index (sys->unit_values, v);
          u->numbers[base + v] = muster_expr_eval (value->expr, &env, u);
        }
    }
}

/* ---- loading ---- */

static void
resolve_army_options (Loader *l, const xmlNode *army_node, const char *spent_id, const char *columns_id)
{
  MusterSystem *sys = l->sys;

  if (FAILED (l))
    return;
  sys->army.spent = g_hash_table_lookup (sys->derived_index, spent_id);
  if (sys->army.spent == NULL)
    muster_loader_fail_at (l, army_node, MUSTER_ERROR_REFERENCE, _("spent=\"%s\" names no derived value."), spent_id);
  if (columns_id != NULL)
    {
      sys->army.columns = g_hash_table_lookup (sys->derived_index, columns_id);
      if (sys->army.columns == NULL)
        muster_loader_fail_at (l, army_node, MUSTER_ERROR_REFERENCE, _("columns=\"%s\" names no derived value."), columns_id);
    }
  /* a role's max="…" sees every derived value */
  l->regiment_values_visible = 0;
  for (guint i = 0; i < sys->roles->len && !FAILED (l); i++)
    {
      MusterCommanderRole *r = g_ptr_array_index (sys->roles, i);
      const xmlNode *node = g_ptr_array_index (l->role_nodes, i);
      g_autofree char *max = muster_xml_get_attr (node, "max");

      if (max != NULL)
        r->max = muster_loader_parse_expr (l, node, "max", max, MUSTER_SCOPE_ARMY);
    }
}

static void
check_interned_ids (Loader *l, const xmlNode *root)
{
  MusterSystem *sys = l->sys;
  GHashTableIter iter;
  gpointer key, value;

  /* "type:x" atoms name unit and preparation ids that must exist */
  g_hash_table_iter_init (&iter, sys->unit_id_numbers);
  while (g_hash_table_iter_next (&iter, &key, &value) && !FAILED (l))
    if (g_ptr_array_index (sys->unit_id_list, GPOINTER_TO_UINT (value) - 1) == NULL)
      muster_loader_fail_at (l, root, MUSTER_ERROR_REFERENCE,
                             _("An expression tests type:%s, but no faction has a unit “%s”."),
                             (const char *) key, (const char *) key);
  g_hash_table_iter_init (&iter, sys->preparation_id_numbers);
  while (g_hash_table_iter_next (&iter, &key, &value) && !FAILED (l))
    if (g_ptr_array_index (sys->preparation_id_list, GPOINTER_TO_UINT (value) - 1) == NULL)
      muster_loader_fail_at (l, root, MUSTER_ERROR_REFERENCE,
                             _("An expression tests type:%s, but there is no preparation “%s”."),
                             (const char *) key, (const char *) key);
}

/* Reads a parsed system file; folder is NULL for a system held in memory,
 * which then has only its inline factions. */
static MusterSystem *
system_from_doc_once (xmlDoc      *doc,
                      const char  *file,
                      const char  *folder,
                      const char  *faction_name,
                      xmlDoc      *faction_doc,
                      GHashTable  *skip_files,
                      char       **failed_list,
                      GError     **error)
{
  g_autoptr(MusterSystem) sys = NULL;
  g_autofree char *spent_id = NULL;
  g_autofree char *columns_id = NULL;
  Loader l = { 0 };
  g_autoptr(GPtrArray) role_nodes = g_ptr_array_new ();
  xmlNode *root;
  const xmlNode *army_node = NULL;

  sys = g_object_new (MUSTER_TYPE_SYSTEM, NULL);
  sys->folder = g_strdup (folder);
  l.sys = sys;
  l.file = file;
  l.role_nodes = role_nodes;
  l.given_name = faction_name;
  l.given_doc = faction_doc;
  l.skip_files = skip_files;

  root = xmlDocGetRootElement (doc);
  if (!muster_xml_is (root, "system"))
    muster_loader_fail_at (&l, root, MUSTER_ERROR_INVALID,
                           _("system.xml must have <system> as its root, not <%s>."), (const char *) root->name);
  else
    {
      sys->id = muster_xml_get_attr (root, "id");
      if (folder != NULL)
        {
          g_autofree char *canonical = g_canonicalize_filename (folder, NULL);
          g_autofree char *folder_name = g_path_get_basename (canonical);

          if (!g_str_equal (folder_name, sys->id))
            muster_loader_fail_at (&l, root, MUSTER_ERROR_INVALID,
                                   _("The system id “%s” differs from the name of its folder “%s”."), sys->id, folder_name);
        }
    }

  muster_xml_foreach_child (root, child)
    {
      if (FAILED (&l))
        break;
      if (muster_xml_is (child, "name"))
        muster_loader_read_text_element (&l, child, &sys->name);
      else if (muster_xml_is (child, "text"))
        muster_loader_read_text_element (&l, child, &sys->text);
      else if (muster_xml_is (child, "source"))
        sys->source = g_strstrip (muster_xml_get_content (child));
      else if (muster_xml_is (child, "army"))
        {
          army_node = child;
          read_army (&l, child, &spent_id, &columns_id);
        }
      else if (muster_xml_is (child, "fields"))
        read_fields (&l, child);
      else if (muster_xml_is (child, "categories"))
        read_categories (&l, child);
      else if (muster_xml_is (child, "tags"))
        read_tags (&l, child);
      else if (muster_xml_is (child, "weapons"))
        read_weapons (&l, child);
      else if (muster_xml_is (child, "commanders"))
        read_commanders (&l, child);
      else if (muster_xml_is (child, "preparations"))
        read_preparations (&l, child);
      else if (muster_xml_is (child, "unit-values"))
        muster_loader_read_unit_values (&l, child);
      else if (muster_xml_is (child, "derived"))
        muster_loader_read_derived (&l, child);
      else if (muster_xml_is (child, "regiment-values"))
        muster_loader_read_regiment_values (&l, child);
      else if (muster_xml_is (child, "constraints"))
        read_constraints (&l, child);
      else if (muster_xml_is (child, "limit-messages"))
        muster_loader_read_limit_messages (&l, child);
      else if (muster_xml_is (child, "orders"))
        read_orders (&l, child);
      else if (muster_xml_is (child, "ambush-marker"))
        read_ambush_marker (&l, child);
      else if (muster_xml_is (child, "action-board"))
        read_board_info (&l, child);
      else if (muster_xml_is (child, "reference"))
        read_tables (&l, child);
      else if (muster_xml_is (child, "terrain"))
        read_terrain (&l, child);
      else if (muster_xml_is (child, "faction"))
        muster_loader_read_faction (&l, child, FALSE);
    }
  muster_loader_require_both (&l, root, "name", &sys->name, TRUE);
  muster_loader_require_both (&l, root, "text", &sys->text, FALSE);
  resolve_army_options (&l, army_node, spent_id, columns_id);

  if (!FAILED (&l) && folder != NULL)
    muster_loader_load_faction_files (&l, folder);
  muster_loader_finish_factions (&l, root);
  l.file = file;
  if (!FAILED (&l))
    check_interned_ids (&l, root);
  if (!FAILED (&l) && sys->factions->len == 0)
    muster_loader_fail_at (&l, root, MUSTER_ERROR_INVALID,
                           _("The system “%s” has no factions, in system.xml or in factions/."), sys->id);

  if (FAILED (&l))
    {
      *failed_list = l.failed_list;
      g_propagate_error (error, l.error);
      return NULL;
    }

  compute_unit_values (sys);
  return g_steal_pointer (&sys);
}

/* Reads the system; an installed list that does not load is left out
 * (and named in the system's list errors) rather than refusing the whole
 * system, each such list costing one more reading. */
static MusterSystem *
system_from_doc (xmlDoc      *doc,
                 const char  *file,
                 const char  *folder,
                 const char  *faction_name,
                 xmlDoc      *faction_doc,
                 GError     **error)
{
  g_autoptr(GHashTable) skip = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GPtrArray) skipped = g_ptr_array_new_with_free_func (g_free);

  for (;;)
    {
      g_autoptr(GError) local = NULL;
      char *failed = NULL;
      MusterSystem *sys = system_from_doc_once (doc, file, folder, faction_name, faction_doc,
                                                skip, &failed, &local);

      if (sys != NULL)
        {
          for (guint i = 0; i < skipped->len; i++)
            g_ptr_array_add (sys->list_errors, g_strdup (g_ptr_array_index (skipped, i)));
          return sys;
        }
      if (failed == NULL)
        {
          g_propagate_error (error, g_steal_pointer (&local));
          return NULL;
        }
      g_ptr_array_add (skipped, g_strdup (local->message));
      g_hash_table_add (skip, failed);
    }
}

MusterSystem *
muster_system_load (const char  *folder,
                    GError     **error)
{
  return muster_system_load_with (folder, NULL, NULL, NULL, error);
}

/**
 * muster_system_load_with:
 * @system_doc: (nullable): @folder/system.xml, already read and validated
 *   against the system schema
 * @faction_name: (nullable): the name of a file in @folder/factions
 * @faction_doc: (nullable): that file, already read and validated
 *
 * Loads the system in @folder as muster_system_load() does, taking the
 * files given from their documents instead of reading them again
 * (muster-cli check reads a file first to know its kind); the faction file
 * counts even when its name does not end in .xml.
 */
MusterSystem *
muster_system_load_with (const char  *folder,
                         xmlDoc      *system_doc,
                         const char  *faction_name,
                         xmlDoc      *faction_doc,
                         GError     **error)
{
  g_autofree char *path = NULL;
  MusterSystem *system;
  xmlDoc *doc;

  g_return_val_if_fail (folder != NULL, NULL);
  g_return_val_if_fail ((faction_name == NULL) == (faction_doc == NULL), NULL);

  path = g_build_filename (folder, "system.xml", NULL);
  doc = system_doc != NULL ? system_doc : muster_xml_load_file (path, MUSTER_SCHEMA_SYSTEM, NULL, error);
  if (doc == NULL)
    return NULL;
  system = system_from_doc (doc, path, folder, faction_name, faction_doc, error);
  if (doc != system_doc)
    xmlFreeDoc (doc);
  return system;
}

MusterSystem *
muster_system_load_doc (gpointer     unused,
                        xmlDoc      *doc,
                        const char  *display_name,
                        GError     **error)
{
  g_return_val_if_fail (doc != NULL, NULL);
  return system_from_doc (doc, display_name, NULL, NULL, NULL, error);
}

MusterSystem *
muster_system_load_memory (const char  *data,
                           gsize        length,
                           const char  *display_name,
                           GError     **error)
{
  g_return_val_if_fail (display_name != NULL, NULL);
  return muster_xml_read (NULL, data, length, display_name, MUSTER_SCHEMA_SYSTEM,
                          (MusterDocReader) muster_system_load_doc, NULL, error);
}

/* ---- getters ---- */

const char *
muster_system_get_id (MusterSystem *self)
{
  g_return_val_if_fail (MUSTER_IS_SYSTEM (self), NULL);
  return self->id;
}

const MusterText *
muster_system_get_name (MusterSystem *self)
{
  g_return_val_if_fail (MUSTER_IS_SYSTEM (self), NULL);
  return &self->name;
}

const MusterText *
muster_system_get_text (MusterSystem *self)
{
  g_return_val_if_fail (MUSTER_IS_SYSTEM (self), NULL);
  return &self->text;
}

const char *
muster_system_get_source (MusterSystem *self)
{
  g_return_val_if_fail (MUSTER_IS_SYSTEM (self), NULL);
  return self->source;
}

const char *
muster_system_get_folder (MusterSystem *self)
{
  g_return_val_if_fail (MUSTER_IS_SYSTEM (self), NULL);
  return self->folder;
}

const MusterArmyOptions *
muster_system_get_army_options (MusterSystem *self)
{
  g_return_val_if_fail (MUSTER_IS_SYSTEM (self), NULL);
  return &self->army;
}

gboolean
muster_system_declares_costs (MusterSystem *self)
{
  g_return_val_if_fail (MUSTER_IS_SYSTEM (self), TRUE);
  return self->army.costs;
}

GPtrArray *
muster_system_get_fields (MusterSystem     *self,
                          MusterFieldScope  scope)
{
  g_return_val_if_fail (MUSTER_IS_SYSTEM (self), NULL);
  g_return_val_if_fail (scope < MUSTER_N_FIELD_SCOPES, NULL);
  return self->fields[scope];
}

const MusterField *
muster_system_lookup_field (MusterSystem     *self,
                            MusterFieldScope  scope,
                            const char       *id)
{
  g_return_val_if_fail (MUSTER_IS_SYSTEM (self), NULL);
  g_return_val_if_fail (scope < MUSTER_N_FIELD_SCOPES, NULL);
  return id != NULL ? g_hash_table_lookup (self->field_index[scope], id) : NULL;
}

#define GETTER(fn, member) \
  GPtrArray * fn (MusterSystem *self) \
  { \
    g_return_val_if_fail (MUSTER_IS_SYSTEM (self), NULL); \
    return self->member; \
  }

#define LOOKUP(fn, type, index) \
  type fn (MusterSystem *self, const char *id) \
  { \
    g_return_val_if_fail (MUSTER_IS_SYSTEM (self), NULL); \
    return id != NULL ? g_hash_table_lookup (self->index, id) : NULL; \
  }

GETTER (muster_system_get_categories, categories)
GETTER (muster_system_get_tags, tags)
GETTER (muster_system_get_weapons, weapons)
GETTER (muster_system_get_roles, roles)
GETTER (muster_system_get_tiers, tiers)
GETTER (muster_system_get_preparations, preparations)
GETTER (muster_system_get_unit_values, unit_values)
GETTER (muster_system_get_regiment_values, regiment_values)
GETTER (muster_system_get_derived, derived)
GETTER (muster_system_get_constraints, constraints)
GETTER (muster_system_get_orders, orders)
GETTER (muster_system_get_tables, tables)
GETTER (muster_system_get_factions, factions)
GETTER (muster_system_get_features, features)
GETTER (muster_system_get_pieces, pieces)

LOOKUP (muster_system_lookup_category, const MusterCategory *, category_index)
LOOKUP (muster_system_lookup_tag, const MusterTag *, tag_index)
LOOKUP (muster_system_lookup_role, const MusterCommanderRole *, role_index)
LOOKUP (muster_system_lookup_tier, const MusterCommanderTier *, tier_index)
LOOKUP (muster_system_lookup_derived, const MusterDerived *, derived_index)
LOOKUP (muster_system_lookup_faction, const MusterFaction *, faction_index)
LOOKUP (muster_system_find_unit, const MusterUnitType *, unit_ids)
LOOKUP (muster_system_lookup_piece, const MusterPiece *, piece_index)

const MusterPreparation *
muster_system_lookup_preparation (MusterSystem        *self,
                                  const MusterFaction *faction,
                                  const char          *id)
{
  const MusterPreparation *p;

  g_return_val_if_fail (MUSTER_IS_SYSTEM (self), NULL);
  if (id == NULL)
    return NULL;
  p = g_hash_table_lookup (self->preparation_index, id);
  if (p != NULL || faction == NULL)
    return p;
  for (guint i = 0; i < faction->preparations->len; i++)
    {
      p = g_ptr_array_index (faction->preparations, i);
      if (g_str_equal (p->id, id))
        return p;
    }
  return NULL;
}

const MusterAmbushMarker *
muster_system_get_ambush_marker (MusterSystem *self)
{
  g_return_val_if_fail (MUSTER_IS_SYSTEM (self), NULL);
  return self->ambush_marker;
}

const MusterBoardInfo *
muster_system_get_board (MusterSystem *self)
{
  g_return_val_if_fail (MUSTER_IS_SYSTEM (self), NULL);
  return self->board;
}

const MusterSectorMethod *
muster_system_get_sector_method (MusterSystem *self)
{
  g_return_val_if_fail (MUSTER_IS_SYSTEM (self), NULL);
  return self->sector_method;
}

const MusterQuarterMethod *
muster_system_get_quarter_method (MusterSystem *self)
{
  g_return_val_if_fail (MUSTER_IS_SYSTEM (self), NULL);
  return self->quarter_method;
}

/**
 * muster_quarter_method_lookup:
 * @qm: (nullable): a system's quarter method
 *
 * Returns: the row of the terrain table that a roll falls on, or NULL
 */
const MusterQuarterResult *
muster_quarter_method_lookup (const MusterQuarterMethod *qm,
                              int                        roll)
{
  for (guint i = 0; qm != NULL && i < qm->results->len; i++)
    {
      const MusterQuarterResult *r = &g_array_index (qm->results, MusterQuarterResult, i);

      if (roll >= r->from && roll <= r->to)
        return r;
    }
  return NULL;
}

const MusterGrid *
muster_system_get_grid (MusterSystem *self)
{
  g_return_val_if_fail (MUSTER_IS_SYSTEM (self), NULL);
  return self->grid;
}

GPtrArray *
muster_system_get_scenario_rules (MusterSystem *self)
{
  static GPtrArray *none;

  g_return_val_if_fail (MUSTER_IS_SYSTEM (self), NULL);
  if (self->scenario_rules != NULL)
    return self->scenario_rules;
  if (g_once_init_enter (&none))
    g_once_init_leave (&none, g_ptr_array_new ());
  return none;
}

const MusterUnitType *
muster_system_get_unit_by_index (MusterSystem *self,
                                 guint         index)
{
  g_return_val_if_fail (MUSTER_IS_SYSTEM (self), NULL);
  return index < self->unit_id_list->len ? g_ptr_array_index (self->unit_id_list, index) : NULL;
}

const MusterPreparation *
muster_system_get_preparation_by_index (MusterSystem *self,
                                        guint         index)
{
  g_return_val_if_fail (MUSTER_IS_SYSTEM (self), NULL);
  return index < self->preparation_id_list->len ? g_ptr_array_index (self->preparation_id_list, index) : NULL;
}

const MusterUnitType *
muster_faction_lookup_unit (const MusterFaction *faction,
                            const char          *id)
{
  g_return_val_if_fail (faction != NULL, NULL);
  return id != NULL ? g_hash_table_lookup (faction->unit_index, id) : NULL;
}

gboolean
muster_unit_type_has_tag (const MusterUnitType *unit,
                          const MusterTag      *tag)
{
  g_return_val_if_fail (unit != NULL && tag != NULL, FALSE);
  return (unit->tag_bits[tag->index / 32] >> (tag->index % 32)) & 1;
}

const char *
muster_unit_type_get_stat (const MusterUnitType *unit,
                           const MusterField    *field)
{
  g_return_val_if_fail (unit != NULL && field != NULL, NULL);
  g_return_val_if_fail (field->scope == MUSTER_FIELD_SCOPE_UNIT, NULL);
  return unit->stats[field->index] != NULL ? unit->stats[field->index] : field->default_value;
}

double
muster_unit_type_get_number (const MusterUnitType *unit,
                             guint                 index)
{
  g_return_val_if_fail (unit != NULL, 0);
  return unit->numbers[index];
}

const MusterVariant *
muster_piece_lookup_variant (const MusterPiece *piece,
                             const char        *id)
{
  g_return_val_if_fail (piece != NULL, NULL);
  if (id == NULL)
    return NULL;
  for (guint i = 0; i < piece->variants->len; i++)
    {
      const MusterVariant *v = &g_array_index (piece->variants, MusterVariant, i);
      if (v->id != NULL && g_str_equal (v->id, id))
        return v;
    }
  return NULL;
}
