// The page asks core, not the window's charts: this include must be found.

#include "effsurf/ui/charts/SpeedupChart.h"
