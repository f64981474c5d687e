/* muster-system-orders.c: what a system prints besides profiles: order
 * cards, the ambush marker, the action board's common texts and the
 * reference tables.
 */
#include "config.h"

#include "muster-system.h"
#include "muster-system-loader.h"

#include <math.h>
#include <string.h>

#include <glib/gi18n-lib.h>

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

void
muster_loader_free_orders (MusterSystem *self)
{
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
}

void
muster_loader_read_orders (Loader *l, const xmlNode *node)
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

void
muster_loader_read_ambush_marker (Loader *l, const xmlNode *node)
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

void
muster_loader_read_board_info (Loader *l, const xmlNode *node)
{
  MusterBoardInfo *b = g_new0 (MusterBoardInfo, 1);

  l->sys->board = b;
  b->sample = muster_loader_parse_bool_attr (l, node, "sample", FALSE);
  muster_loader_read_naming (l, node, &b->name, NULL, &b->text, &b->source, TRUE);
  muster_loader_require_both (l, node, "text", &b->text, TRUE);
}

void
muster_loader_read_tables (Loader *l, const xmlNode *node)
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

/* ---- getters ---- */

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
