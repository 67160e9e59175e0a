// Writes app/language/core_catalogue_strings.cpp (the path given) from the built-in catalogues: the maintainer
// step before lupdate, run by the update_core_strings target (docs/translations.md).

#include "app/language/core_strings_source.h"

#include <QSaveFile>
#include <QString>

#include <cstdio>

int main(int argc, char** argv)
{
    if (argc != 2) {
        std::fputs("usage: attnlab_write_core_strings OUTPUT.cpp\n", stderr);
        return 2;
    }
    QSaveFile file(QString::fromLocal8Bit(argv[1]));
    if (!file.open(QIODevice::WriteOnly) || file.write(attnlab::app::coreCatalogueStringsSource()) < 0
        || !file.commit()) {
        std::fprintf(stderr, "attnlab_write_core_strings: cannot write %s\n", argv[1]);
        return 1;
    }
    return 0;
}
