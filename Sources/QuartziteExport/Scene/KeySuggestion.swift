/// Finds the known key closest to a misspelt one, for "did you mean" suggestions.
enum KeySuggestion {
    /// The candidate nearest to `key` by edit distance (case-insensitive), when it is within
    /// a third of the key's length (at least 1, at most 3 edits); nil otherwise.
    static func closest(to key: String, among candidates: [String]) -> String? {
        let limit = min(3, max(1, key.count / 3))
        var best: (name: String, distance: Int)?
        let lowered = Array(key.lowercased())
        for candidate in candidates {
            let distance = editDistance(lowered, Array(candidate.lowercased()))
            if distance <= limit, distance < (best?.distance ?? Int.max) {
                best = (candidate, distance)
            }
        }
        return best?.name
    }

    /// The edit distance between two character arrays: insertions, deletions, substitutions
    /// and transpositions of adjacent characters each count 1 (optimal string alignment).
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var d = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { d[i][0] = i }
        for j in 0...b.count { d[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                d[i][j] = min(d[i - 1][j - 1] + cost, d[i - 1][j] + 1, d[i][j - 1] + 1)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
                }
            }
        }
        return d[a.count][b.count]
    }
}
