/// An error written for people. Every front end shows `message` as is; `field` names the input at fault.
///
/// The kind says how a front end should classify it: the server maps `invalid` to 422 (400 for
/// malformed requests), `notFound` to 404 and `conflict` to 409; the CLI exits non-zero with the message.
public enum TallyError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The input is well-formed but not acceptable (out of range, impossible date, unknown choice).
    case invalid(field: String?, String)
    /// Something the input refers to does not exist.
    case notFound(field: String?, String)
    /// The request clashes with existing data (duplicate name, category still in use).
    case conflict(field: String?, String)

    public static func invalid(_ message: String) -> TallyError { .invalid(field: nil, message) }

    public var message: String {
        switch self {
        case .invalid(_, let message), .notFound(_, let message), .conflict(_, let message): message
        }
    }

    public var field: String? {
        switch self {
        case .invalid(let field, _), .notFound(let field, _), .conflict(let field, _): field
        }
    }

    public var description: String { message }
}
