/* muster-library-item.c: a library entry wrapped in a GObject so that a
 * GListStore can hold it. The item is immutable: a reload makes new ones.
 */
#include "config.h"

#include "muster-library-item.h"

struct _MusterLibraryItem
{
  GObject parent_instance;

  MusterLibraryEntry *entry;
};

enum {
  PROP_0,
  PROP_ID,
  PROP_NAME,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (MusterLibraryItem, muster_library_item, G_TYPE_OBJECT)

static void
muster_library_item_finalize (GObject *object)
{
  MusterLibraryItem *self = MUSTER_LIBRARY_ITEM (object);

  g_clear_pointer (&self->entry, muster_library_entry_free);
  G_OBJECT_CLASS (muster_library_item_parent_class)->finalize (object);
}

static void
muster_library_item_get_property (GObject    *object,
                                  guint       prop_id,
                                  GValue     *value,
                                  GParamSpec *pspec)
{
  MusterLibraryItem *self = MUSTER_LIBRARY_ITEM (object);

  switch (prop_id)
    {
    case PROP_ID:
      g_value_set_int64 (value, muster_library_item_get_id (self));
      break;

    case PROP_NAME:
      g_value_set_string (value, muster_library_item_get_name (self));
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
muster_library_item_class_init (MusterLibraryItemClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = muster_library_item_finalize;
  object_class->get_property = muster_library_item_get_property;

  properties[PROP_ID] =
    g_param_spec_int64 ("id", NULL, NULL, 0, G_MAXINT64, 0,
                        G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_NAME] =
    g_param_spec_string ("name", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
muster_library_item_init (MusterLibraryItem *self)
{
}

/* Takes ownership of @entry. */
MusterLibraryItem *
muster_library_item_new (MusterLibraryEntry *entry)
{
  MusterLibraryItem *self;

  g_return_val_if_fail (entry != NULL, NULL);

  self = g_object_new (MUSTER_TYPE_LIBRARY_ITEM, NULL);
  self->entry = entry;
  return self;
}

const MusterLibraryEntry *
muster_library_item_get_entry (MusterLibraryItem *self)
{
  g_return_val_if_fail (MUSTER_IS_LIBRARY_ITEM (self), NULL);

  return self->entry;
}

gint64
muster_library_item_get_id (MusterLibraryItem *self)
{
  g_return_val_if_fail (MUSTER_IS_LIBRARY_ITEM (self), 0);

  return self->entry->id;
}

const char *
muster_library_item_get_name (MusterLibraryItem *self)
{
  g_return_val_if_fail (MUSTER_IS_LIBRARY_ITEM (self), NULL);

  return self->entry->name;
}

/* Whether @entry shows the same as the item's entry: same document, name,
 * origin, points, revisions, time and snippet. */
gboolean
muster_library_item_equal_entry (MusterLibraryItem        *self,
                                 const MusterLibraryEntry *entry)
{
  const MusterLibraryEntry *mine;

  g_return_val_if_fail (MUSTER_IS_LIBRARY_ITEM (self), FALSE);
  g_return_val_if_fail (entry != NULL, FALSE);

  mine = self->entry;
  return mine->id == entry->id &&
         mine->kind == entry->kind &&
         mine->updated == entry->updated &&
         mine->revisions == entry->revisions &&
         mine->points == entry->points &&
         mine->spent == entry->spent &&
         mine->problems == entry->problems &&
         g_strcmp0 (mine->name, entry->name) == 0 &&
         g_strcmp0 (mine->system, entry->system) == 0 &&
         g_strcmp0 (mine->faction, entry->faction) == 0 &&
         g_strcmp0 (mine->snippet, entry->snippet) == 0;
}
