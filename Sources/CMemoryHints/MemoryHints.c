// The hints are inline functions of include/MemoryHints.h; this file gives the target a source.
#include "MemoryHints.h"
