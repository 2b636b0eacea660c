#include "effsurf/core/model/Laws.h"

#include <QString>
