#include "effsurf/ui/controller/ScenarioController.h"
#include "effsurf/ui/controller/ScenarioCommand.h"
