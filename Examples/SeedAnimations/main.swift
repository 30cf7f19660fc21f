// The seed examples as Swift programs using the API directly.
//
//   swift run quartzite-example                        # seed 000's values, printed
//   swift run quartzite-example list                   # the examples
//   swift run quartzite-example seed002-logo-flip out/ # PNG frames of one example into out/
//   swift run quartzite-example all out/               # every example into out/NAME/
//
// Each example (Seed00N*.swift) names its seed and section; the scene-file twins are in
// Examples/scenes/.
import Foundation

let examples: [SeedExample] = [
    Seed000.cumulative, Seed000.spring, Seed000.block, Seed000.transitionPush, Seed000.shapeStroke,
    Seed000.textFontSize, Seed000.navigation,
    Seed001.rainbowKeyframes, Seed001.rainbowBlock, Seed001.rotationKeyframes, Seed001.rotationBlock,
    Seed002.logoFlip, Seed004.nestedSpeed,
]
let scrubbingName = "seed000-scrubbing"

/// Renders the example called `name` into `directory` and says so.
func render(_ name: String, to directory: URL) throws {
    let count: Int
    if name == scrubbingName {
        count = try Seed000Scrubbing.render(to: directory)
    } else if let example = examples.first(where: { $0.name == name }) {
        count = try example.render(to: directory)
    } else {
        FileHandle.standardError.write(Data("quartzite-example: no example named \(name) (try `list`)\n".utf8))
        exit(64)
    }
    print("\(name): \(count) frames in \(directory.path)")
}

let arguments = Array(CommandLine.arguments.dropFirst())
do {
    switch arguments.first {
    case nil:
        printSeed000Values()
    case "list":
        for example in examples { print("\(example.name)  \(example.summary)") }
        print("\(scrubbingName)  seed 000, property animator scrubbed to fractions \(Seed000Scrubbing.fractions)")
    case "all" where arguments.count == 2:
        for name in examples.map(\.name) + [scrubbingName] {
            try render(name, to: URL(fileURLWithPath: arguments[1]).appendingPathComponent(name))
        }
    case let name? where arguments.count == 2:
        try render(name, to: URL(fileURLWithPath: arguments[1]))
    default:
        FileHandle.standardError.write(Data("usage: quartzite-example [list | all OUT | EXAMPLE OUT]\n".utf8))
        exit(64)
    }
} catch {
    FileHandle.standardError.write(Data("quartzite-example: \(error)\n".utf8))
    exit(1)
}
