package convert

// CommentScans lets the external tests count what aweleComments reads.
var CommentScans = &commentScans

// LookAheads lets the external tests count what the printer reads ahead
// of move numbers.
var LookAheads = &lookAheads
