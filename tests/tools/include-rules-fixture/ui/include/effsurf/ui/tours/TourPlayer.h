#pragma once
#include "effsurf/core/scenario/Tour.h"
#include "effsurf/ui/controller/ScenarioController.h"
