#include "effsurf/ui/charts/ComparisonChart.h"
// A chart that reaches into the tours: charts/ never includes tours/.
#include "effsurf/ui/tours/TourPlayer.h"
