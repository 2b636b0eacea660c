#include "effsurf/ui/style/NumberFormat.h"
