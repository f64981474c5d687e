/* muster-booklet-private.h: what the two files of the booklet sheet share:
 * its plan (the list, one flow of pages, the contents entries) and the
 * sections muster-booklet-sections.c adds to the flow.
 */
#pragma once

#include "muster-sheet-private.h"

G_BEGIN_DECLS

/* A line of the contents: its label and the block its page is taken from. */
typedef struct
{
  char *label;
  gboolean sub;                 /* a unit under "Units" */
  guint block;
} MusterBookletEntry;

typedef struct
{
  MusterSystem *system;
  const MusterFaction *faction;
  MusterFlow *flow;
  GPtrArray *entries;           /* of MusterBookletEntry*, in the order of the contents */
  int n_pages;
} MusterBooklet;

/* Points @entry at the next block of the flow. */
void muster_booklet_mark            (MusterBooklet      *booklet,
                                     MusterBookletEntry *entry);

/* The sections of text, each pointing its contents entries at its start:
 * the list's metadata and its sources, before the cards; the special
 * rules, the limits and the changes after them. */
void muster_booklet_add_about       (MusterBooklet      *booklet,
                                     MusterPrintCtx     *ctx,
                                     MusterBookletEntry *about,
                                     MusterBookletEntry *sources);
void muster_booklet_add_glossary    (MusterBooklet      *booklet,
                                     MusterPrintCtx     *ctx,
                                     MusterBookletEntry *entry);
void muster_booklet_add_limits      (MusterBooklet      *booklet,
                                     MusterPrintCtx     *ctx,
                                     MusterBookletEntry *entry);
void muster_booklet_add_changes     (MusterBooklet      *booklet,
                                     MusterPrintCtx     *ctx,
                                     MusterBookletEntry *entry);

/* The limit in words: its own text, else its expressions ("at most 2"). */
char *muster_booklet_limit_text     (const MusterUnitLimit *limit);

G_END_DECLS
