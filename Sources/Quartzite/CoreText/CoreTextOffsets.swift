// Core Text counts in UTF-16 code units and takes ranges whose length 0 means "to the end";
// pango counts in UTF-8 bytes. The conversions every Core Text function here makes.

extension CFRange {
    /// The indices of this range among `count` items, Core Text's way: the location clamped to
    /// 0…`count`, and a length of 0 or less meaning "to the end".
    func clamped(toCount count: Int) -> Range<Int> {
        let start = min(max(0, location), count)
        let end = length > 0 ? min(count, start + length) : count
        return start..<end
    }
}

extension String {
    /// The UTF-16 offset of UTF-8 byte `byte` (clamped to the string).
    func utf16Offset(ofUTF8 byte: Int) -> Int {
        let index = utf8.index(utf8.startIndex, offsetBy: min(max(0, byte), utf8.count))
        return utf16.distance(from: utf16.startIndex, to: index)
    }

    /// The UTF-8 offset of UTF-16 offset `offset` (clamped to the string).
    func utf8Offset(ofUTF16 offset: Int) -> Int {
        let index = utf16.index(utf16.startIndex, offsetBy: min(max(0, offset), utf16.count))
        return utf8.distance(from: utf8.startIndex, to: index)
    }
}
