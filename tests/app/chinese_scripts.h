#pragma once

// Which characters belong to one Chinese script only, for the tests that check a zh_TW text is written in
// Traditional characters and a zh_CN text in Simplified ones.

#include <QString>

namespace attnlab::test {

// Traditional and simplified forms of the characters the glossary uses, taken from OpenCC's tables and kept only
// where neither form is also correct in the other script (后, 里, 余, 准, 制, 占, 回, 采 ... are valid in both and
// left out).
inline const char16_t* const kCharacterPairs =
    u"業业個个為为優优會会體体儲储內内決决湊凑則则別别動动區区單单參参雙双變变啟启圖图場场塊块處处複复"
    u"復复頭头實实寬宽對对導导層层帶带幫帮庫库應应開开異异張张歸归憶忆態态戶户執执擴扩換换據据數数無无"
    u"時时顯显機机雜杂權权標标欄栏樣样檔档檢检匯汇測测溫温點点熱热狀状環环電电碼码確确離离種种積积籤签"
    u"簡简類类級级線线練练經经結结絡络緒绪維维綴缀緩缓縮缩網网腦脑螢萤規规視视計计認认訓训訊讯記记論论"
    u"設设詞词試试話话詢询語语誤误說说課课譜谱質质貼贴資资賴赖轉转軟软軸轴輸输運运進进選选遞递鈕钮銷销"
    u"錯错鍵键長长門门問问間间閘闸陣阵階阶隨随頁页預预頻频題题顏颜駐驻驟骤";

inline QString characterPairs()
{
    return QString::fromUtf16(kCharacterPairs);
}

inline QString traditionalOnly()
{
    const QString pairs = characterPairs();
    QString only;
    for (int i = 0; i + 1 < pairs.size(); i += 2)
        only.append(pairs[i]);
    return only;
}

inline QString simplifiedOnly()
{
    const QString pairs = characterPairs();
    QString only;
    for (int i = 1; i < pairs.size(); i += 2)
        only.append(pairs[i]);
    return only;
}

inline QString charactersOf(const QString& text, const QString& set)
{
    QString found;
    for (const QChar c : text)
        if (set.contains(c) && !found.contains(c))
            found.append(c);
    return found;
}

} // namespace attnlab::test
