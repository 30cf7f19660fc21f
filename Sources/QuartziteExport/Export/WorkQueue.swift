import Foundation

/// A first-in first-out queue between pipeline threads: `put` appends, `take` waits for an
/// element and returns nil once the queue is closed and empty.
final class WorkQueue<Element: Sendable>: @unchecked Sendable {
    // @unchecked: every stored property is read and written under `condition`.
    private let condition = NSCondition()
    // Taken slots are set to nil at once, so the queue holds no reference to an element it
    // has handed out (a frame's pixels stay uniquely referenced for reuse).
    private var elements: [Element?] = []
    private var head = 0
    private var closed = false

    /// Appends `element` and wakes one waiting taker.
    func put(_ element: Element) {
        condition.lock()
        elements.append(element)
        condition.signal()
        condition.unlock()
    }

    /// Marks the end: takers drain what is left, then get nil.
    func close() {
        condition.lock()
        closed = true
        condition.broadcast()
        condition.unlock()
    }

    /// The next element, waiting for one; nil when closed and empty.
    func take() -> Element? {
        condition.lock()
        defer { condition.unlock() }
        while head == elements.count, !closed { condition.wait() }
        return popHead()
    }

    /// The next element if there is one now, without waiting; else nil.
    func poll() -> Element? {
        condition.lock()
        defer { condition.unlock() }
        return popHead()
    }

    private func popHead() -> Element? {
        guard head < elements.count else { return nil }
        let element = elements[head].take()
        head += 1
        if head > 64, head * 2 > elements.count {
            elements.removeFirst(head)
            head = 0
        }
        return element
    }
}

/// Results that arrive in any order and leave in sequence order: `put(_:at:)` stores the
/// result of sequence number `index`, `take(_:)` waits for it.
final class OrderedResults<Element: Sendable>: @unchecked Sendable {
    // @unchecked: every stored property is read and written under `condition`.
    private let condition = NSCondition()
    private var results: [Int: Element] = [:]
    private var closed = false

    /// Stores the result for `index`.
    func put(_ element: Element, at index: Int) {
        condition.lock()
        results[index] = element
        condition.broadcast()
        condition.unlock()
    }

    /// Marks that no more results come.
    func close() {
        condition.lock()
        closed = true
        condition.broadcast()
        condition.unlock()
    }

    /// The result for `index`, waiting for it; nil when closed without it.
    func take(_ index: Int) -> Element? {
        condition.lock()
        defer { condition.unlock() }
        while results[index] == nil, !closed { condition.wait() }
        return results.removeValue(forKey: index)
    }
}
