#include "app/entry_point.h"

int main(int argc, char** argv)
{
    return attnlab::app::run(argc, argv);
}
