/* muster-rules.h: checking an army against its system's data: every derived
 * value (with the breakdown of values made of terms) and every constraint,
 * giving problems with a stable code, a severity and a message in English
 * and Russian.
 */
#pragma once

#include "muster-army.h"

G_BEGIN_DECLS

typedef struct
{
  const MusterDerived *derived;
  double value;
  GArray *terms;                /* of double, one per MusterTerm; empty for expr values */
} MusterValue;

typedef struct
{
  const MusterConstraint *constraint;
  const char *code;             /* the constraint's id */
  MusterSeverity severity;
  MusterEach each;
  int item;                     /* the unit entry, regiment, commander or preparation; -1 for the army */
  char *message_en;
  char *message_ru;
} MusterProblem;

typedef struct
{
  double spent;
  double limit;
  gboolean valid;               /* no problem of severity error */
  GArray *values;               /* of MusterValue, in the system's order */
  GArray *problems;             /* of MusterProblem */
  guint64 visits;               /* members of collections count() and sum() looked at: the
                                 * check's work, linear in the size of the army */
} MusterReport;

MusterReport      *muster_rules_check           (MusterArmy         *army);
void               muster_report_free           (MusterReport       *report);
const MusterValue *muster_report_lookup         (const MusterReport *report,
                                                 const char         *id);
const char        *muster_problem_get_message   (const MusterProblem *problem);

/* Evaluates one expression of the system in army scope; for tests and
 * tools. */
double             muster_rules_eval_army       (MusterArmy         *army,
                                                 const MusterReport *report,
                                                 const MusterExpr   *expr);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (MusterReport, muster_report_free)

G_END_DECLS
