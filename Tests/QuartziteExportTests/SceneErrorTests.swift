import Foundation
import Quartzite
import Testing

@testable import QuartziteExport

/// Broken scenes are refused with every problem, each naming the file and the JSON path.
@Suite struct SceneErrorTests {
    @Test func wrongTypes() {
        #expect(
            problems(sceneText(root: #"{"sublayers": [{"animations": [{"keyPath": "position", "toValue": "abc"}]}]}"#)) == [
                #"scene.json: root.sublayers[0].animations[0].toValue: expected a point [x, y], found "abc""#
            ])
        #expect(problems(sceneText(root: #"{"opacity": "1"}"#)) == [#"scene.json: root.opacity: expected a number, found "1""#])
        #expect(
            problems(sceneText(root: #"{"masksToBounds": 1}"#)) == ["scene.json: root.masksToBounds: expected true or false, found 1"])
        #expect(
            problems(sceneText(root: #"{"bounds": [0, 0, 10]}"#))
                == ["scene.json: root.bounds: expected a rect [x, y, width, height], found [0, 0, 10]"])
        #expect(
            problems(sceneText(root: #"{"transform": "rotate"}"#))
                == [#"scene.json: root.transform: expected a transform (16 numbers or a list of operations), found "rotate""#])
    }

    @Test func unknownKeysWithSuggestions() {
        #expect(
            problems(sceneText(root: ##"{"backgroundColour": "#FFF", "hidden": true, "wobble": 1}"##)) == [
                #"scene.json: root.backgroundColour: unknown key "backgroundColour" (did you mean "backgroundColor"?)"#,
                #"scene.json: root.hidden: unknown key "hidden" (did you mean "isHidden"?)"#,
                #"scene.json: root.wobble: unknown key "wobble""#,
            ])
        #expect(
            problems(sceneText(root: #"{"animations": [{"keyPath": "opacity", "tovalue": 1, "duraton": 2}]}"#)) == [
                #"scene.json: root.animations[0].tovalue: unknown key "tovalue" (did you mean "toValue"?)"#,
                #"scene.json: root.animations[0].duraton: unknown key "duraton" (did you mean "duration"?)"#,
            ])
        #expect(
            problems(sceneText(root: #"{"animations": [{"keyPath": "opacty", "toValue": 1}]}"#)) == [
                #"scene.json: root.animations[0].keyPath: unknown layer property "opacty" in key path "opacty" (did you mean "opacity"?)"#
            ])
        #expect(
            problems(sceneText(root: #"{"contentsGravity": "resizeAspekt"}"#)) == [
                #"scene.json: root.contentsGravity: unknown value "resizeAspekt" (did you mean "resizeAspect"?); expected one of "center", "top", "bottom", "left", "right", "topLeft", "topRight", "bottomLeft", "bottomRight", "resize", "resizeAspect", "resizeAspectFill""#
            ])
    }

    @Test func missingImageNamesThePathTried() {
        let tried = testScenesDirectory.appendingPathComponent("images/missing.png").standardizedFileURL.path
        let lines = problems(sceneText(root: #"{"contents": "logo"}"#, extra: #""images": {"logo": "images/missing.png"},"#))
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix(#"scene.json: images.logo: cannot load image "images/missing.png" (tried \#(tried)): "#) == true)
        #expect(
            problems(sceneText(root: #"{"contents": "lgo"}"#, extra: #""images": {"logo": "images/red.png"},"#))
                == [#"scene.json: root.contents: unknown image "lgo" (did you mean "logo"?)"#])
    }

    @Test func badPathDataNamesTheOffset() {
        #expect(
            problems(sceneText(root: #"{"shadowPath": "M 0 0 L 10"}"#))
                == ["scene.json: root.shadowPath: invalid path data at offset 10: expected a number after 'L'"])
    }

    @Test func badColors() {
        #expect(
            problems(sceneText(root: ##"{"backgroundColor": "#12G", "borderColor": [1, 0, 0, 2], "shadowColor": "red"}"##)) == [
                ##"scene.json: root.backgroundColor: invalid color "#12G": 'G' at offset 3 is not a hexadecimal digit"##,
                "scene.json: root.borderColor: color components must lie in 0…1, found [1, 0, 0, 2]",
                #"scene.json: root.shadowColor: invalid color "red": expected '#' followed by 3, 6 or 8 hexadecimal digits"#,
            ])
    }

    @Test func nonFiniteNumbers() throws {
        #expect(problems(sceneText(root: #"{"opacity": 1e999}"#)) == ["scene.json: root.opacity: expected a finite number, found .inf"])
        let yaml = """
            canvas: {width: 10, height: 10}
            duration: 1
            root:
              opacity: .nan
              position: [.inf, 0]
            """
        #expect(
            problems(yaml) == [
                "scene.json: root.opacity: expected a finite number, found .nan",
                "scene.json: root.position: expected finite numbers, found [.inf, 0]",
            ])
    }

    @Test func negativeSizes() {
        #expect(
            problems(
                ##"{"canvas": {"width": -1, "height": 10}, "duration": 1, "root": {"bounds": [0, 0, -10, 5], "sublayers": [{"frame": [0, 0, 5, -1]}], "borderWidth": -2}}"##
            ) == [
                "scene.json: canvas.width: expected a positive number, found -1",
                "scene.json: root.bounds: width and height must not be negative, found [0, 0, -10, 5]",
                "scene.json: root.borderWidth: expected a non-negative number, found -2",
                "scene.json: root.sublayers[0].frame: width and height must not be negative, found [0, 0, 5, -1]",
            ])
    }

    @Test func eventsAddressingUnknownOrRemovedLayers() {
        let events = """
            [{"time": 1, "set": {"crad.position": [1, 2]}, "add": [{"layer": "nobody", "animation": {"keyPath": "opacity"}}]},
             {"time": 2, "remove": [{"layer": "card"}]},
             {"time": 3, "set": {"card.opacity": 0}}]
            """
        #expect(
            problems(sceneText(root: #"{"name": "root", "sublayers": [{"name": "card"}]}"#, events: events)) == [
                #"scene.json: events[0].set.crad.position: unknown layer "crad" (did you mean "card"?)"#,
                #"scene.json: events[0].add[0].layer: unknown layer "nobody""#,
                #"scene.json: events[2].set.card.opacity: layer "card" is no longer in the tree at this event"#,
            ])
    }

    @Test func refusedLayerTypes() {
        #expect(
            problems(sceneText(root: #"{"filters": [], "sublayers": [{"type": "shape", "path": "M 0 0 L 1 1"}]}"#)) == [
                #"scene.json: root.filters: "filters" is not supported: Core Image filters do not exist on Linux"#
            ])
        #expect(
            problems(sceneText(root: #"{"type": "shap"}"#)) == [
                #"scene.json: root.type: unknown layer type "shap" (did you mean "shape"?); expected one of "layer", "shape", "text", "gradient", "replicator", "transformLayer", "emitter", "scroll""#
            ])
    }

    @Test func blendAndMaskModeNames() {
        let found = problems(
            sceneText(root: #"{"compositingFilter": "screenBlendMod", "sublayers": [{"maskMode": "luma"}, {"compositingFilter": 3}]}"#))
        #expect(found.count == 3)
        #expect(
            found.first?.hasPrefix(
                #"scene.json: root.compositingFilter: unknown value "screenBlendMod" (did you mean "screenBlendMode"?); expected one of "multiplyBlendMode", "screenBlendMode","#)
                == true, "\(found)")
        #expect(
            found.contains(
                #"scene.json: root.sublayers[0].maskMode: unknown value "luma"; expected one of "alpha", "alphaInverted", "luminance", "luminanceInverted""#),
            "\(found)")
        #expect(found.contains("scene.json: root.sublayers[1].compositingFilter: expected a string, found 3"), "\(found)")
    }

    @Test func emitterCellKeys() {
        let cells = #"[{"birthRat": 5, "lifetime": -1, "contents": "dot", "emitterShape": "circle"}, 3]"#
        #expect(
            problems(sceneText(root: #"{"type": "emitter", "emitterShape": "circel", "emitterCells": \#(cells)}"#)) == [
                #"scene.json: root.emitterShape: unknown value "circel" (did you mean "circle"?); expected one of "circle", "cuboid", "line", "point", "rectangle", "sphere""#,
                #"scene.json: root.emitterCells[0].birthRat: unknown key "birthRat" (did you mean "birthRate"?)"#,
                #"scene.json: root.emitterCells[0].emitterShape: unknown key "emitterShape""#,
                #"scene.json: root.emitterCells[0].lifetime: expected a non-negative number, found -1"#,
                #"scene.json: root.emitterCells[0].contents: unknown image "dot""#,
                #"scene.json: root.emitterCells[1]: expected an emitter cell object, found 3"#,
            ])
    }

    @Test func controlCharactersInKeysAndValuesAreEscaped() {
        // ESC ] 0 ; … BEL would set the terminal's title; the message shows it escaped.
        let lines = problems(sceneText(root: #"{"opacity": "\u001b]0;pwned\u0007", "wobble\u001b[31m": 1}"#))
        #expect(lines == [
            #"scene.json: root.wobble\u{1B}[31m: unknown key "wobble\u{1B}[31m""#,
            #"scene.json: root.opacity: expected a number, found "\u{1B}]0;pwned\u{7}""#,
        ])
        #expect(!lines.joined().unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
    }

    @Test func shapeLayerKeys() {
        #expect(
            problems(
                sceneText(
                    root: ##"{"type": "shape", "fillRule": "evenodd", "lineCap": "flat", "lineWidth": -1, "strokeColour": "#F00", "lineDashPattern": [4, "x"], "path": "M 0 0 L 10 Q 5"}"##
                )) == [
                    #"scene.json: root.strokeColour: unknown key "strokeColour" (did you mean "strokeColor"?)"#,
                    #"scene.json: root.fillRule: unknown value "evenodd" (did you mean "evenOdd"?); expected one of "evenOdd", "nonZero""#,
                    #"scene.json: root.lineCap: unknown value "flat"; expected one of "butt", "round", "square""#,
                    "scene.json: root.lineWidth: expected a non-negative number, found -1",
                    #"scene.json: root.lineDashPattern: expected an array of numbers, found [4, "x"]"#,
                    "scene.json: root.path: invalid path data at offset 11: expected a number after 'L'",
                ])
        // Shape keys belong to shape layers; animations of a shape layer are typed by its keys.
        #expect(
            problems(sceneText(root: #"{"strokeEnd": 0.5, "sublayers": [{"type": "shape", "animations": [{"keyPath": "strokeEnd", "toValue": "a"}]}]}"#)) == [
                #"scene.json: root.strokeEnd: unknown key "strokeEnd""#,
                #"scene.json: root.sublayers[0].animations[0].toValue: expected a number, found "a""#,
            ])
    }

    @Test func duplicateNamesAndFrameConflicts() {
        #expect(
            problems(sceneText(root: #"{"name": "a", "sublayers": [{"name": "a", "frame": [0, 0, 1, 1], "position": [0, 0]}]}"#)) == [
                #"scene.json: root.sublayers[0].name: duplicate layer name "a" (first given at root.name)"#,
                "scene.json: root.sublayers[0].frame: frame cannot be combined with bounds or position",
            ])
    }

    @Test func allProblemsAtOnceAndNothingBuilt() {
        let text = ##"""
            {"canvas": {"width": 10}, "fps": 0, "durration": 1,
             "root": {"opacity": "x", "sublayers": [{"backgroundColor": "#GG0000"}],
                      "animations": [{"type": "keyframe", "keyPath": "position", "values": [[0, 0], [1]], "keyTimes": [0, 1]}]},
             "events": [{"set": {"root.opacity": 1}}]}
            """##
        #expect(
            problems(text) == [
                #"scene.json: durration: unknown key "durration" (did you mean "duration"?)"#,
                #"scene.json: canvas: missing required key "height""#,
                "scene.json: fps: expected a positive number, found 0",
                #"scene.json: duration: missing required key "duration""#,
                #"scene.json: root.opacity: expected a number, found "x""#,
                ##"scene.json: root.sublayers[0].backgroundColor: invalid color "#GG0000": 'G' at offset 1 is not a hexadecimal digit"##,
                "scene.json: root.animations[0].values[1]: expected a point [x, y], found [1]",
                #"scene.json: events[0]: missing required key "time""#,
                #"scene.json: events[0].set.root.opacity: unknown layer "root""#,
            ])
    }

    @Test func duplicateKeysAndUnquotedYAMLColors() {
        #expect(
            problems(sceneText(root: #"{"opacity": 1, "opacity": 0.5}"#))
                == [#"scene.json: root.opacity: duplicate key "opacity""#])
        let yaml = """
            canvas: {width: 10, height: 10}
            duration: 1
            root:
              backgroundColor: #FF0000
            """
        #expect(
            problems(yaml) == [
                ##"scene.json: root.backgroundColor: expected a color ("#RGB", "#RRGGBB", "#RRGGBBAA" or [r, g, b, a]), found null (in YAML, quote colors: "#FF0000")"##
            ])
    }

    @Test func syntaxErrorsNameTheLine() {
        let lines = problems("{\"canvas\": {\"width\": 1,,}}")
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("scene.json: line 1, column ") == true)
    }
}

/// Documents built to exhaust the reader: refused with a message, quickly, without recursion
/// or memory the input controls (issue 15).
@Suite struct SceneHostileDocumentTests {
    @Test func deepNestingIsRefusedBeforeParsing() {
        let json = String(repeating: "[", count: 5000) + String(repeating: "]", count: 5000)
        #expect(problems(json) == ["scene.json: the document nests more than 512 levels deep"])
        var yaml = ""
        for level in 0..<600 { yaml += String(repeating: "  ", count: level) + "a\(level):\n" }
        #expect(problems(yaml) == ["scene.json: the document nests more than 512 levels deep"])
        // Brackets inside strings do not count.
        let quoted = #"{"comment": ""# + String(repeating: "[", count: 5000) + #"", "root": {}}"#
        #expect(!problems(quoted).contains { $0.contains("nests") })
    }

    /// Deeper than the flattener draws (its visit recurses once per level): refused at the
    /// first layer too deep, whether the file nests it or events insert it.
    @Test func deepLayerTreesAreRefused() {
        var masks = #"{"bounds": [0, 0, 1, 1]}"#
        for _ in 1..<300 { masks = #"{"bounds": [0, 0, 1, 1], "mask": "# + masks + "}" }
        let maskPath = "root" + String(repeating: ".mask", count: SceneLimits.maximumLayerDepth)
        #expect(
            problems(sceneText(root: masks)) == [
                "scene.json: \(maskPath): the layer tree is more than 256 layers deep here (sublayers and masks count)"
            ])
        // A chain of 400 layers, each inserted under the one before.
        var events: [String] = []
        for i in 1..<400 {
            events.append(#"{"time": 0, "insert": [{"parent": "L\#(i - 1)", "layer": {"name": "L\#(i)"}}]}"#)
        }
        let lines = problems(sceneText(root: #"{"name": "L0"}"#, events: "[" + events.joined(separator: ", ") + "]"))
        #expect(
            lines.first
                == "scene.json: events[255].insert[0].layer: the layer tree is more than 256 layers deep here (sublayers and masks count)")
        // 256 levels are fine.
        #expect(problems(sceneText(root: #"{"name": "L0"}"#, events: "[" + events.prefix(255).joined(separator: ", ") + "]")) == [])
    }

    /// Finite numbers too large to use (shadowRadius 1e308 passed validation and trapped in the
    /// blur): every number is held to ±1e9, and keys with a narrower range to theirs, as a
    /// layer's value, an animation's value of that key path or an event's `set`.
    @Test func hugeNumbersAreRefused() {
        #expect(
            problems(sceneText(root: #"{"shadowRadius": 1e308, "bounds": [0, 0, 1e18, 1]}"#)) == [
                "scene.json: root.shadowRadius: numbers in a scene lie within ±1e9, found 1e+308",
                "scene.json: root.bounds: numbers in a scene lie within ±1e9, found [0, 0, 1e+18, 1]",
            ])
        let shape = #"{"type": "shape", "path": "M 0 0 L 1e12 0", "lineWidth": 2e6}"#
        #expect(
            problems(sceneText(root: shape)) == [
                "scene.json: root.path: numbers in a scene lie within ±1e9, found a path coordinate of 1000000000000",
                "scene.json: root.lineWidth: lineWidth is at most 1000000, found 2000000",
            ])
        let animations = #"""
            {"name": "a", "shadowRadius": 20000, "animations": [
              {"keyPath": "shadowRadius", "toValue": 1e5, "speed": 1e300},
              {"type": "keyframe", "keyPath": "rasterizationScale", "values": [1, 100]}]}
            """#
        #expect(
            problems(sceneText(root: animations, events: #"[{"time": 0, "set": {"a.cornerRadius": 2e6}}]"#)) == [
                "scene.json: root.shadowRadius: shadowRadius is at most 10000, found 20000",
                "scene.json: root.animations[0].speed: numbers in a scene lie within ±1e9, found 1e+300",
                "scene.json: root.animations[0].toValue: shadowRadius is at most 10000, found 100000",
                "scene.json: root.animations[1].values[1]: rasterizationScale is at most 64, found 100",
                "scene.json: events[0].set.a.cornerRadius: cornerRadius is at most 1000000, found 2000000",
            ])
    }

    /// `instanceCount` is at most 100,000, and replicators inside replicators at most a million
    /// copies of a layer together (each is a visit of the flattener).
    @Test func replicatorCopiesAreBounded() {
        #expect(
            problems(sceneText(root: #"{"type": "replicator", "instanceCount": 1e6}"#)) == [
                "scene.json: root.instanceCount: instanceCount is at most 100000, found 1000000"
            ])
        let nested = #"""
            {"name": "r", "type": "replicator", "instanceCount": 1000, "sublayers": [
              {"type": "replicator", "instanceCount": 1000}]}
            """#
        let inserted = #"[{"time": 0, "insert": [{"parent": "r", "layer": {"type": "replicator", "instanceCount": 2000}}]}]"#
        #expect(
            problems(sceneText(root: nested, events: inserted)) == [
                "scene.json: events[0].insert[0].layer.instanceCount: replicators nested here draw 2000000 copies of each sublayer, more than 1000000"
            ])
    }

    /// Issue 15's "wrong without a word": the canvas's pixel size is the one rendered, a
    /// canvas of less than a pixel is refused, and counts that follow from `values` are held
    /// to them as `keyTimes` is.
    @Test func canvasPixelsAndKeyframeCounts() throws {
        func canvas(_ fields: String) -> String {
            #"{"canvas": {\#(fields)}, "fps": 10, "duration": 1, "root": {}}"#
        }
        let scene = try readScene(canvas(#""width": 100.4, "height": 50.6"#))
        #expect(scene.canvas.pixelWidth == 100 && scene.canvas.pixelHeight == 51)
        #expect(
            problems(canvas(#""width": 100, "height": 0.3"#)) == [
                "scene.json: canvas.height: 0.3 points at 1.0 pixels per point is less than 1 pixel"
            ])
        #expect(problems(canvas(#""width": 100, "height": 100, "scale": 0.004"#)).count == 2)
        let keyframes = #"""
            {"animations": [{"type": "keyframe", "keyPath": "opacity", "values": [0, 1, 0.5],
              "timingFunctions": ["linear"], "tensionValues": [0, 0], "biasValues": [0, 0, 0]}]}
            """#
        #expect(
            problems(sceneText(root: keyframes)) == [
                "scene.json: root.animations[0].timingFunctions: expected 2 timing functions (one between each two values), found 1",
                "scene.json: root.animations[0].tensionValues: expected 3 tensionValues (one per value), found 2",
            ])
    }

    /// NaN and Infinity (not JSON, read as text) are named as the file wrote them; YAML's
    /// `.nan` as YAML writes it.
    @Test func nonFiniteSpellings() {
        #expect(
            problems(sceneText(root: #"{"opacity": NaN, "position": [Infinity, -Infinity], "zPosition": 0x10}"#)) == [
                "scene.json: root.opacity: expected a number, found NaN (numbers must be finite)",
                "scene.json: root.position: expected finite numbers, found [Infinity, -Infinity]",
                #"scene.json: root.zPosition: expected a number, found "0x10""#,
            ])
        #expect(
            problems("canvas: {width: 10, height: 10}\nduration: 1\nroot: {opacity: .nan}\n") == [
                "scene.json: root.opacity: expected a finite number, found .nan"
            ])
    }

    /// A YAML key that is a list or a mapping printed the YAML library's node dump.
    @Test func complexYAMLKeys() {
        #expect(
            problems("canvas: {width: 10, height: 10}\nduration: 1\nroot:\n  ? [a, b]\n  : 1\n") == [
                "scene.json: line 4, column 5: a key must be a name, found a list (YAML complex keys are not supported)"
            ])
    }

    /// A scene file that is no regular file: a reason, not "You don't have permission" or
    /// "NSCocoaErrorDomain error 256" (and no endless read of /dev/zero or wait on a FIFO).
    @Test func scenePathsThatAreNoFiles() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("quartzite-nofile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let fifo = dir.appendingPathComponent("fifo.json")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        let loop = dir.appendingPathComponent("loop.json")
        try FileManager.default.createSymbolicLink(atPath: loop.path, withDestinationPath: loop.path)
        let cases: [(URL, String)] = [
            (URL(fileURLWithPath: "/dev/zero"), "it is not a regular file (a device, FIFO or socket)"),
            (fifo, "it is not a regular file (a device, FIFO or socket)"),
            (dir, "it is a directory, not a file"),
            (loop, "too many levels of symbolic links (a link loop?)"),
            (dir.appendingPathComponent("missing.json"), "no such file"),
        ]
        for (url, reason) in cases {
            do {
                _ = try Scene(contentsOf: url)
                Issue.record("\(url.path) was read")
            } catch {
                #expect(error.problems.map(\.message) == ["cannot read the file: \(reason)"], "\(url.path)")
            }
        }
        let image = sceneText(root: #"{"contents": "z"}"#, extra: #""images": {"z": "/dev/zero"},"#)
        #expect(
            problems(image) == [
                #"scene.json: images.z: cannot load image "/dev/zero" (tried /dev/zero): it is not a regular file (a device, FIFO or socket)"#
            ])
    }

    /// Aliases each nesting the one before nest 20,000 deep in a text nested two levels: the
    /// reader overflowed the stack (and so would freeing the composed tree).
    @Test func aliasChainsAreRefused() {
        var yaml = "canvas: {width: 10, height: 10}\nduration: 1\nroot:\n  sublayers:\n    - &a0 {bounds: [0, 0, 1, 1]}\n"
        for i in 1..<20_000 { yaml += "    - &a\(i) {sublayers: [*a\(i - 1)]}\n" }
        #expect(problems(yaml) == ["scene.json: the document nests more than 512 levels deep once its YAML aliases are expanded"])
    }

    @Test func aliasBombsAreRefused() {
        var yaml = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1...9 {
            let refs = Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ")
            yaml += "a\(level): &a\(level) [\(refs)]\n"
        }
        #expect(
            problems(yaml) == [
                "scene.json: the document expands to more than 1000000 values (YAML aliases repeating one another?)"
            ])
    }
}
