/* muster-list-problem.h: the live check's error as the list editor says
 * it: the field it is about, found by what the message names (the missing
 * child, the language, the attribute), and the error in the words of the
 * editor's fields instead of the schema's.
 */
#pragma once

#include <adwaita.h>

#include "muster-core.h"

G_BEGIN_DECLS

/* The field under @root an error at @node saying @message is about, or
 * NULL when the form shows none. */
GtkWidget *muster_list_problem_field (GtkWidget  *root,
                                      xmlNode    *node,
                                      const char *message);
/* @message (without its file:line:column) said in terms of @field ("Cost
 * is not a number"); or in plain words without a field; NULL when it is
 * plain already. */
char      *muster_list_problem_words (GtkWidget  *field,
                                      const char *message);

G_END_DECLS
