#include <vector>
int   badlyFormatted( int a,int b )
{
  return a+b;
}
