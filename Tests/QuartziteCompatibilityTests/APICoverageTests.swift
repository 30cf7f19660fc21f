import Foundation
import Testing

/// The API coverage table (docs/api-coverage.md) and the probe file that proves it
/// (APICoverageProbes.swift) are generated from the list of QuartzCore's public symbols kept
/// in docs/api/quartzcore-symbols.tsv. Every symbol marked present (`yes` or `differs`) has a
/// probe statement that compiles only if Quartzite has the symbol, so a symbol that goes
/// missing fails the build of this test target; these tests fail when the table or the probe
/// file is out of date with the list, or a row lacks its probe or note. A missing row may keep
/// the probe it will use once the symbol exists (flip its status to `yes` then).
///
/// Regenerate both with `QUARTZITE_UPDATE_API_COVERAGE=1 swift test --filter APICoverageTests`.
@Suite struct APICoverageTests {
    /// One row of the list.
    struct Symbol: Equatable {
        var name: String
        var status: String
        var probe: String
        var note: String
    }

    static let statuses = ["yes", "differs", "missing", "linux-n/a", "macos-only"]

    static var repositoryRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
    }

    static var listURL: URL { repositoryRoot.appendingPathComponent("docs/api/quartzcore-symbols.tsv") }
    static var tableURL: URL { repositoryRoot.appendingPathComponent("docs/api-coverage.md") }
    static var probesURL: URL {
        repositoryRoot.appendingPathComponent("Tests/QuartziteCompatibilityTests/APICoverageProbes.swift")
    }

    static func symbols() throws -> [Symbol] {
        let text = try String(contentsOf: listURL, encoding: .utf8)
        return text.split(separator: "\n", omittingEmptySubsequences: true).compactMap { line in
            guard !line.hasPrefix("#") else { return nil }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            return Symbol(
                name: fields[0], status: fields.count > 1 ? fields[1] : "",
                probe: fields.count > 2 ? fields[2] : "", note: fields.count > 3 ? fields[3] : "")
        }
    }

    /// The probe file's text for `symbols`.
    static func probeSource(_ symbols: [Symbol]) -> String {
        var out = """
            // Generated from docs/api/quartzcore-symbols.tsv by APICoverageTests; do not edit.
            // Compiles only if every QuartzCore symbol the list marks as present exists in
            // Quartzite, written as iOS code would reach it. Never called.
            #if canImport(QuartzCore)
            import QuartzCore
            #else
            import Quartzite
            #endif

            func apiCoverageProbes() {

            """
        for symbol in symbols where symbol.status == "yes" || symbol.status == "differs" {
            out += "    // \(symbol.name)\n    \(symbol.probe)\n"
        }
        out += "}\n"
        return out
    }

    /// The coverage table's text for `symbols`.
    static func table(_ symbols: [Symbol]) -> String {
        func count(_ status: String) -> Int { symbols.filter { $0.status == status }.count }
        var out = """
            # QuartzCore API coverage

            Every public symbol of QuartzCore's Swift interface (the iOS 17 SDK, with the
            macOS-only API named as such), whether Quartzite has it, and where it differs from
            Apple. Generated from [api/quartzcore-symbols.tsv](api/quartzcore-symbols.tsv) by
            `APICoverageTests` (`QUARTZITE_UPDATE_API_COVERAGE=1 swift test --filter
            APICoverageTests`); each symbol marked present is compiled in
            `Tests/QuartziteCompatibilityTests/APICoverageProbes.swift`, so the table cannot
            claim what Quartzite lacks. See [porting.md](porting.md) for what porting takes.

            | | symbols |
            |---|---|
            | present, as Apple's | \(count("yes")) |
            | present, differs from Apple | \(count("differs")) |
            | missing (not yet) | \(count("missing")) |
            | cannot exist on Linux | \(count("linux-n/a")) |
            | macOS-only, not provided | \(count("macos-only")) |
            | total | \(symbols.count) |

            """
        var currentType = ""
        for symbol in symbols {
            let type = String(symbol.name.prefix { $0 != "." && $0 != " " && $0 != "(" })
            let group = type.hasPrefix("k") || type.hasPrefix("CATransform3D") || type == "CACurrentMediaTime"
                ? "Functions and constants" : type
            if group != currentType {
                currentType = group
                out += "\n## \(group)\n\n| symbol | Quartzite | differs from Apple / why |\n|---|---|---|\n"
            }
            let state: String
            switch symbol.status {
            case "yes": state = "yes"
            case "differs": state = "yes, differs"
            case "missing": state = "**missing**"
            case "macos-only": state = "macOS only, not provided"
            default: state = "cannot exist on Linux"
            }
            let note = symbol.note.replacingOccurrences(of: "|", with: "\\|")
            out += "| `\(symbol.name)` | \(state) | \(note) |\n"
        }
        return out
    }

    @Test func everyRowIsWellFormed() throws {
        let symbols = try Self.symbols()
        #expect(symbols.count > 400)
        for symbol in symbols {
            #expect(Self.statuses.contains(symbol.status), "\(symbol.name): status \(symbol.status)")
            if symbol.status == "yes" || symbol.status == "differs" {
                #expect(!symbol.probe.isEmpty, "\(symbol.name) is marked present but has no probe")
            } else if symbol.status != "missing" {
                // Missing rows may keep the probe they will use once present.
                #expect(symbol.probe.isEmpty, "\(symbol.name) cannot exist here but has a probe")
            }
            if symbol.status != "yes" {
                #expect(!symbol.note.isEmpty, "\(symbol.name) needs a note saying how or why")
            }
        }
        #expect(Set(symbols.map(\.name)).count == symbols.count, "duplicate symbols")
    }

    @Test func generatedFilesMatchTheList() throws {
        let symbols = try Self.symbols()
        let probes = Self.probeSource(symbols)
        let table = Self.table(symbols)
        if ProcessInfo.processInfo.environment["QUARTZITE_UPDATE_API_COVERAGE"] == "1" {
            try probes.write(to: Self.probesURL, atomically: true, encoding: .utf8)
            try table.write(to: Self.tableURL, atomically: true, encoding: .utf8)
        }
        #expect(
            (try? String(contentsOf: Self.probesURL, encoding: .utf8)) == probes,
            "APICoverageProbes.swift is out of date with docs/api/quartzcore-symbols.tsv")
        #expect(
            (try? String(contentsOf: Self.tableURL, encoding: .utf8)) == table,
            "docs/api-coverage.md is out of date with docs/api/quartzcore-symbols.tsv")
    }
}
