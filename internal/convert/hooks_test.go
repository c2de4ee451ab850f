package convert

// CommentScans lets the external tests count what aweleComments reads.
var CommentScans = &commentScans
