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
  GArray *regiment_values;      /* of double: regiment r's value v (of the system's
                                 * muster_system_get_regiment_values()) at r * n + v */
  guint64 visits;               /* members of collections count() and sum() looked at: the
                                 * check's work, linear in the size of the army */
} MusterReport;

MusterReport      *muster_rules_check           (MusterArmy         *army);
void               muster_report_free           (MusterReport       *report);
const MusterValue *muster_report_lookup         (const MusterReport *report,
                                                 const char         *id);
const char        *muster_problem_get_message   (const MusterProblem *problem);

/* The value of the regiment value id (<regiment-values> of the system's
 * data: cost, movement, morale, combat strength ...) for the army's
 * regiment of that index; *found (may be NULL) says whether the system has
 * such a value. The army page shows them in each regiment's header. */
double             muster_report_get_regiment_value (const MusterReport *report,
                                                     MusterArmy         *army,
                                                     guint               regiment,
                                                     const char         *id,
                                                     gboolean           *found);

/* How many commanders of role the army may have, as its system's data say
 * (the role's max="…", worked out for this army: Clouds of Smoke allows
 * one commander, and as many additional commanders as its preparations
 * grant); MUSTER_ARMY_MAX_COMMANDERS where the data set no limit. */
guint              muster_rules_commanders_allowed (MusterArmy                *army,
                                                    const MusterReport        *report,
                                                    const MusterCommanderRole *role);

/* The role a commander added now would take: the first role of the system
 * that has fewer commanders than it allows; NULL when the data allow no
 * further commander, or the system has no commander tiers. The army page
 * makes "Add Commander" insensitive when this is NULL and gives the new
 * commander this role. */
const MusterCommanderRole *muster_rules_next_commander_role (MusterArmy         *army,
                                                             const MusterReport *report);

/* Evaluates one expression of the system in army scope; for tests and
 * tools. */
double             muster_rules_eval_army       (MusterArmy         *army,
                                                 const MusterReport *report,
                                                 const MusterExpr   *expr);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (MusterReport, muster_report_free)

G_END_DECLS
