/* muster-expr.h: the small expression language in which game systems declare
 * derived values and constraints (grammar in schemas/README.md). Parsed once
 * with names bound to numeric references; evaluated against an environment
 * that knows the army.
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef enum
{
  MUSTER_SCOPE_ARMY,
  MUSTER_SCOPE_UNIT,
  MUSTER_SCOPE_COMMANDER,
  MUSTER_SCOPE_PREPARATION,
  MUSTER_SCOPE_REGIMENT,
  MUSTER_N_SCOPES
} MusterScope;

typedef enum
{
  MUSTER_COLLECTION_UNITS,
  MUSTER_COLLECTION_COMMANDERS,
  MUSTER_COLLECTION_PREPARATIONS,
  MUSTER_COLLECTION_REGIMENTS,
  MUSTER_N_COLLECTIONS
} MusterCollection;

typedef struct _MusterExpr MusterExpr;

/* The limits every expression obeys, wherever it stands (an attribute, a
 * {…} of a message): at most MUSTER_EXPR_MAX_LENGTH characters, nested
 * at most MUSTER_EXPR_MAX_DEPTH deep. */
#define MUSTER_EXPR_MAX_LENGTH 2000
#define MUSTER_EXPR_MAX_DEPTH  64

/* Binding names at parse time. resolve_name() and resolve_atom() return
 * TRUE and a reference of the resolver's choosing when the name (or atom
 * "kind:id") means something in the scope. */
typedef struct
{
  gboolean (*resolve_name) (gpointer     data,
                            MusterScope  scope,
                            const char  *name,
                            guint       *ref);
  gboolean (*resolve_atom) (gpointer     data,
                            MusterScope  scope,
                            const char  *kind,
                            const char  *id,
                            guint       *ref);
  gpointer data;
  gboolean allow_collections;   /* FALSE: count() and sum() are refused */
  /* Optional: why a name that resolve_name() refused means nothing here,
   * in a sentence ("“x” refers to itself ..."); NULL for the plain
   * "unknown name". */
  char    *(*explain_name) (gpointer     data,
                            MusterScope  scope,
                            const char  *name);
} MusterExprResolver;

/* Called by an environment's each() for every member of a collection. */
typedef void (*MusterEachFunc) (gpointer member,
                                double   weight,
                                gpointer user_data);

/* Evaluating. The context pointer is the environment's own: an army, a
 * unit entry, a preparation... name() and atom() read it; each() calls func
 * with the context of every member of the collection as seen from ctx.
 *
 * memo(), optional, keeps the values of count() and sum(). An aggregate
 * reads only its members, never ctx itself, so its value from ctx depends
 * on ctx only through the members each() gives for it. memo() returns the
 * place where the value of the aggregate (an opaque key, the same for every
 * evaluation of that count() or sum()) over collection as seen from ctx is
 * kept, with *known TRUE when a value is there already and FALSE when the
 * evaluator is to compute it and store it there; or NULL to compute it
 * afresh. An environment whose data do not change while it lives gives
 * every member of a collection one place, so that a constraint on every
 * unit which counts the army counts it once. */
typedef struct
{
  double   (*name) (gpointer ctx, guint ref);
  gboolean (*atom) (gpointer ctx, guint ref);
  void     (*each) (gpointer          ctx,
                    MusterCollection  collection,
                    MusterEachFunc    func,
                    gpointer          user_data);
  double  *(*memo) (gpointer          ctx,
                    gconstpointer     aggregate,
                    MusterCollection  collection,
                    gboolean         *known);
} MusterExprEnv;

MusterExpr *muster_expr_parse     (const char               *text,
                                   MusterScope               scope,
                                   const MusterExprResolver *resolver,
                                   GError                  **error);
double      muster_expr_eval      (const MusterExpr         *expr,
                                   const MusterExprEnv      *env,
                                   gpointer                  ctx);
gboolean    muster_expr_is_const  (const MusterExpr         *expr);
const char *muster_expr_get_text  (const MusterExpr         *expr);
void        muster_expr_free      (MusterExpr               *expr);

char       *muster_format_number  (double                    value);

const char *muster_scope_to_string      (MusterScope      scope);
const char *muster_collection_to_string (MusterCollection collection);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (MusterExpr, muster_expr_free)

G_END_DECLS
