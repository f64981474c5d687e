/* muster-system-rules.c: the names expressions may use in each scope, the
 * parsing of every expression and message template of a system, and its
 * <constraints>.
 */
#include "config.h"

#include "muster-system.h"
#include "muster-system-loader.h"

#include <math.h>
#include <string.h>

#include <glib/gi18n-lib.h>

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
muster_loader_free_constraints (MusterSystem *self)
{
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

/* ---- constraints ---- */

void
muster_loader_read_constraints (Loader *l, const xmlNode *node)
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

