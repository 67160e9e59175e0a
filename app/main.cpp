#include "app/entry_point.h"
#include "app/process/freed_memory.h"

int main(int argc, char** argv)
{
    attnlab::app::keepFreedMemoryForReuse();
    return attnlab::app::run(argc, argv);
}
