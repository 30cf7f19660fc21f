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

    /// The Levenshtein distance between two character arrays.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(substitution, previous[j] + 1, current[j - 1] + 1)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
