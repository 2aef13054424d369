//! Sparring players of Ali Baba.
