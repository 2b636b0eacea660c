// The Python module builds without Qt: this include must be found.

#include <QString>
