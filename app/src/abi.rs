//! The string ABI between the shell and the engine: the shell asks for a buffer of the
//! request's length ([`hj_buffer`]), writes the request's UTF-8 there, calls [`hj_call`],
//! which answers with the answer's length, and reads that many bytes at [`hj_output`]. One
//! request at a time (the browser's page has one thread).

use std::cell::RefCell;

thread_local! {
    static REQUEST: RefCell<Vec<u8>> = const { RefCell::new(Vec::new()) };
    static ANSWER: RefCell<Vec<u8>> = const { RefCell::new(Vec::new()) };
}

/// A buffer of `len` bytes for the next request, where the shell writes it.
#[unsafe(no_mangle)]
pub extern "C" fn hj_buffer(len: usize) -> *mut u8 {
    REQUEST.with(|request| {
        let mut request = request.borrow_mut();
        request.clear();
        request.resize(len, 0);
        request.as_mut_ptr()
    })
}

/// Answers the request in the buffer (see [`crate::call`]); returns the answer's length.
#[unsafe(no_mangle)]
pub extern "C" fn hj_call() -> usize {
    let request = REQUEST.with(|request| std::mem::take(&mut *request.borrow_mut()));
    let answer = crate::call(&String::from_utf8_lossy(&request));
    ANSWER.with(|kept| {
        let mut kept = kept.borrow_mut();
        *kept = answer.into_bytes();
        kept.len()
    })
}

/// Where the last answer is.
#[unsafe(no_mangle)]
pub extern "C" fn hj_output() -> *const u8 {
    ANSWER.with(|answer| answer.borrow().as_ptr())
}
