// The plan types, `Renderer`, `Frame` and `SoftwareRenderer` live in QuartziteCompositor (below
// the layer model); `import QuartziteRender` brings them with the flattener, as before.
@_exported import QuartziteCompositor
