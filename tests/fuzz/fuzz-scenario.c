/* fuzz-scenario.c: scenario files through the safe loader and their
 * schema. */
#include "fuzz-common.h"

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  fuzz_load_xml (data, size, MUSTER_SCHEMA_SCENARIO);
  return 0;
}
