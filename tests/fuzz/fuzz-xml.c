/* fuzz-xml.c: the safe XML loader on any bytes, whatever schema the root
 * asks for. */
#include "fuzz-common.h"

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  fuzz_load_xml (data, size, MUSTER_SCHEMA_ANY);
  return 0;
}
